import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmSessionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** An Indonesian sentence when the last try failed. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action on a session: a new key, closing it, opening it again. */
export function ConfirmSessionDialog(props: ConfirmSessionDialogProps) {
  const { open, title, children, confirmLabel, pending, failure, onConfirm, onCancel } = props;
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
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
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? 'Memproses…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
