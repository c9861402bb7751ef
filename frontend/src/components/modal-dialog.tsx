import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

/**
 * As Material UI's paper: a column in which `DialogContent` scrolls while the title and the
 * actions stay in view; a form holding all three (a dialog that submits) is that column too.
 */
const columnLayout = {
  '&[open]': { display: 'flex', flexDirection: 'column' },
  '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 },
} as const;

/** A long read's layout: a column whose content scrolls, the whole screen below `sm`. */
const wideLayout = (theme: Theme) =>
  ({
    maxWidth: 900,
    ...columnLayout,
    [theme.breakpoints.down('sm')]: {
      width: '100%',
      maxWidth: '100%',
      height: '100%',
      maxHeight: '100%',
      borderRadius: 0,
    },
  }) as const;

interface ModalDialogProps {
  open: boolean;
  /**
   * Escape or a click beside the dialog asks to close it; without it (a question the student
   * must answer, or while an answer is on its way) they do nothing.
   */
  onClose?: () => void;
  /** Ids of the title, and of the text that says what the dialog is for. */
  labelledBy: string;
  describedBy?: string;
  /**
   * A long read (Material UI's `maxWidth="md"` with `scroll="paper"`): the title and the actions
   * stay while the content between them scrolls, and a phone gives it the whole screen.
   */
  wide?: boolean;
  /**
   * Material UI's `maxWidth="sm"` (600 px), for a dialog with a field, a long sentence or more
   * than a screenful (its `DialogContent` scrolls between the title and the actions).
   */
  roomy?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: shown in the top layer above the page, which
 * it makes inert (no click, focus or screen reader reaches what is behind it), the first field or
 * button focused, focus back where it was when it closes. It looks as Material UI's `Dialog` with
 * `maxWidth="xs"` and `fullWidth` (`"sm"` when `roomy`, `"md"` when `wide`), without its portal,
 * focus trap, backdrop and transitions: no page downloads Material UI's modal (docs/benchmarks.md).
 * Every dialog of the app is one. A dialog opened from inside this one is drawn above it when it is
 * one too (its content, not a portal). Closing it leaves nothing behind on the page: Material UI's
 * modal marks the rest of the page `aria-hidden` while open, and once left it so after closing.
 * A portal opened from inside it (a menu, a tooltip) would be drawn behind it and be inert: the
 * fields in these dialogs are the browser's own.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  wide = false,
  roomy = false,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Shown once the page has been drawn, not in the same task: showing lays the page out at once,
  // which on a page not yet laid out is the whole page's layout, in the middle of a long task.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Showing focuses the first field or button. One marked `data-autofocus` (the button the
    // student most likely wants) takes the focus instead; React's `autoFocus` cannot, as it runs
    // before the dialog is shown, when nothing in it can take focus.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;

  // A click on the backdrop reaches the dialog itself, outside its box.
  const clickBeside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose?.();
  };

  // Another request to close (a phone's back gesture): the owner decides. A browser closes the
  // dialog anyway after a second request with no click between: one that may not close then
  // opens again. (Closed by its owner, it is no longer drawn when the event comes.)
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose?.();
  };
  const closedByBrowser = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (onClose) onClose();
    else if (event.currentTarget.isConnected) event.currentTarget.showModal();
  };

  // Escape is the browser's request to close: taken here, the dialog's owner decides.
  const escape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose?.();
  };

  return (
    <Box
      component="dialog"
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={clickBeside}
      onKeyDown={escape}
      onCancel={cancel}
      onClose={closedByBrowser}
      sx={[
        {
          boxSizing: 'border-box',
          width: 'calc(100% - 64px)',
          maxWidth: 444,
          maxHeight: 'calc(100% - 64px)',
          overflowY: 'auto',
          // Scrolling a long dialog on a phone does not scroll the page behind it once at its end.
          overscrollBehavior: 'contain',
          m: 'auto',
          p: 0,
          border: 0,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 24,
          '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        },
        roomy && { maxWidth: 600, ...columnLayout },
        wide && wideLayout,
      ]}
    >
      {children}
    </Box>
  );
}
