import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { readIdentity, saveIdentity } from '../../../lib/session';

interface IdentityDialogProps {
  open: boolean;
  onClose: () => void;
}

export function IdentityDialog({ open, onClose }: IdentityDialogProps) {
  // Prefilled so a student missing only one value does not retype the other.
  const [name, setName] = useState(() => readIdentity().name ?? '');
  const [classroom, setClassroom] = useState(() => readIdentity().classroom ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveIdentity(name, classroom);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="identity-dialog-title"
      aria-describedby="identity-dialog-text"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="identity-dialog-title">Masukkan Identitasmu</DialogTitle>
        <DialogContent>
          <DialogContentText id="identity-dialog-text">
            Silakan isi nama dan kelasmu di bawah ini
          </DialogContentText>
          <TextField
            autoFocus
            margin="normal"
            fullWidth
            id="identity-name"
            label="Nama"
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            margin="normal"
            fullWidth
            id="identity-classroom"
            label="Kelas"
            name="classroom"
            autoComplete="off"
            value={classroom}
            onChange={(event) => setClassroom(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="submit" variant="contained">
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
