import { type ReactNode, useId } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  /** A field the action needs (a choice), below the text. */
  details?: ReactNode;
  confirmLabel: string;
  /** The confirm button's look, when the action is not an ordinary one. */
  confirmSx?: ButtonProps['sx'];
  /** True while the action cannot be confirmed yet (nothing chosen). */
  confirmDisabled?: boolean;
  pending: boolean;
  /** An Indonesian sentence when the last try failed. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action (a session's new key, retiring a version, …): its text, "Batal" and the
 * action's button; "Memproses…" while it runs, and why it failed, if it did, with the dialog
 * still open to try again.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, details, confirmLabel, confirmSx, confirmDisabled } = props;
  const { pending, failure, onConfirm, onCancel } = props;
  const id = useId();
  return (
    <ModalDialog
      open={open}
      onClose={pending ? undefined : onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      roomy={details !== undefined}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={details ? { mb: 2 } : undefined}>
          {children}
        </DialogContentText>
        {details}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Batal
        </Button>
        <Button
          variant="contained"
          sx={confirmSx}
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
        >
          {pending ? 'Memproses…' : confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
