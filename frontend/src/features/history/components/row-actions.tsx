import { type RefObject, useEffect, useRef, useState } from 'react';
import type { HistoryRecord } from '@piba/shared';
import { deleteLabel, ERASE_HINT, eraseLabel } from './history-columns';
import { plainIcon } from '../../../components/plain-button';

/** MUI's DeleteOutlined icon. */
export const DELETE_ICON_PATH =
  'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z';

/** MUI's DeleteForeverOutlined icon. */
const ERASE_ICON_PATH =
  'M14.12 10.47 12 12.59l-2.13-2.12-1.41 1.41L10.59 14l-2.12 2.12 1.41 1.41L12 15.41l2.12 2.12 1.41-1.41L13.41 14l2.12-2.12zM15.5 4l-1-1h-5l-1 1H5v2h14V4zM6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8z';

export interface RowActionsProps {
  record: HistoryRecord;
  index: number;
  onDelete: (record: HistoryRecord) => void;
  /** The administrator's erasure on a parent's request; absent for a session key. */
  onErase?: (record: HistoryRecord) => void;
  focusAfterDelete: FocusAfterDelete;
}

/**
 * A result's delete button, and the administrator's erase button: plain elements with MUI's small
 * IconButton look (plainIconButtonStyles, given by the list around them), called as a function for
 * each of up to 100 rows rather than drawn as components.
 */
export function rowActions({
  record,
  index,
  onDelete,
  onErase,
  focusAfterDelete,
}: RowActionsProps) {
  return (
    <>
      <button
        type="button"
        className="icon-button small"
        aria-label={deleteLabel(record)}
        ref={(button) => focusAfterDelete.register(index, button)}
        onClick={() => {
          focusAfterDelete.remember(record, index);
          onDelete(record);
        }}
      >
        {plainIcon(DELETE_ICON_PATH)}
      </button>
      {onErase && (
        <button
          type="button"
          className="icon-button small error"
          aria-label={eraseLabel(record)}
          title={ERASE_HINT}
          onClick={() => {
            focusAfterDelete.remember(record, index);
            onErase(record);
          }}
        >
          {plainIcon(ERASE_ICON_PATH)}
        </button>
      )}
    </>
  );
}

export type FocusAfterDelete = ReturnType<typeof useFocusAfterDelete>;

/**
 * A deleted row takes its delete button, and the keyboard focus, with it. Once the dialog has
 * closed, focus goes to the delete button of the row that took its place (or the last row, or the
 * list itself when none is left), so a keyboard user keeps their place instead of starting again
 * from the top of the page. A cancelled dialog gives focus back to the button itself.
 */
export function useFocusAfterDelete(
  records: HistoryRecord[],
  deleting: boolean,
  list: RefObject<HTMLElement | null>,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const pending = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const deleted = pending.current;
    if (!deleted || deleting) return;
    pending.current = null;
    if (records.some((record) => record.id === deleted.id)) return;
    const next = buttons.current[Math.min(deleted.index, records.length - 1)];
    (next ?? list.current)?.focus();
  }, [records, deleting, list]);

  // The same object on every render: the rows are not drawn again for it.
  const [handlers] = useState(() => ({
    register: (index: number, button: HTMLButtonElement | null) => {
      buttons.current[index] = button;
    },
    remember: (record: HistoryRecord, index: number) => {
      pending.current = { id: record.id, index };
    },
  }));
  return handlers;
}
