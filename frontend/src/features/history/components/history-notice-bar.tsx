import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { restoreFailureMessage, useRestoreHistoryRecord } from '../api/restore-history-record';
import { nameOf } from '../history-format';
import type { HistoryNotice, ShowNotice } from '../hooks/use-history-notice';

/** How long a notice stays; one that can be undone stays longer. */
const SHOWN_MS = 6_000;
const UNDO_SHOWN_MS = 10_000;

interface HistoryNoticeBarProps {
  notice: HistoryNotice | null;
  onNotice: ShowNotice;
  onClose: () => void;
}

/**
 * The page's confirmations: a result restored or erased, and after a delete, 'Urungkan', which
 * puts the result back from the trash at once. It takes no focus: a keyboard user stays in the
 * table, and the trash's 'Pulihkan' does the same later.
 */
export function HistoryNoticeBar({ notice, onNotice, onClose }: HistoryNoticeBarProps) {
  const restore = useRestoreHistoryRecord();
  // Keeps the last notice on screen while it fades out.
  const [shown, setShown] = useState(notice);
  if (notice && notice !== shown) setShown(notice);

  const undo = () => {
    const record = shown?.undo;
    if (!record) return;
    restore.mutate(record.id, {
      onSuccess: () =>
        onNotice({ message: `Hasil ${nameOf(record)} dipulihkan.`, severity: 'success' }),
      onError: (error) => onNotice({ message: restoreFailureMessage(error), severity: 'error' }),
    });
  };
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is no reason to take the undo away.
    if (reason === 'clickaway' || restore.isPending) return;
    onClose();
  };

  return (
    <Snackbar
      key={shown?.id}
      open={notice !== null}
      autoHideDuration={restore.isPending ? null : shown?.undo ? UNDO_SHOWN_MS : SHOWN_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ displayPrint: 'none' }}
    >
      <Alert
        variant="filled"
        severity={shown?.severity ?? 'success'}
        closeText="Tutup"
        onClose={shown?.undo ? undefined : close}
        action={
          shown?.undo ? (
            <Button color="inherit" size="small" onClick={undo} disabled={restore.isPending}>
              {restore.isPending ? 'Memulihkan…' : 'Urungkan'}
            </Button>
          ) : undefined
        }
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {shown?.message}
      </Alert>
    </Snackbar>
  );
}
