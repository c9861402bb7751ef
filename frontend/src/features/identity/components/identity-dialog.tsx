import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ModalDialog } from '../../../components/modal-dialog';
import { privacyNotice } from '../../../content/privacy-notice';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useReturningStudent } from '../../join-session';
import { readIdentity, saveIdentity } from '../../student';
import { IdentityField } from './identity-field';

interface IdentityDialogProps {
  open: boolean;
  onClose: () => void;
}

export function IdentityDialog({ open, onClose }: IdentityDialogProps) {
  // Prefilled so a student missing only one value does not retype the other.
  const [name, setName] = useState(() => readIdentity().name ?? '');
  const [classRoom, setClassRoom] = useState(() => readIdentity().classRoom ?? '');
  // In a session, a student who took the pre-test on another computer may go on to the post-test:
  // the question opens over this dialog, which closes once it is answered.
  const returning = useReturningStudent();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (returning.checking) return;
    saveIdentity(name, classRoom);
    returning.check(onClose);
  };

  return (
    <ModalDialog
      open={open}
      onClose={returning.checking ? undefined : onClose}
      labelledBy="identity-dialog-title"
      describedBy="identity-dialog-text identity-dialog-privacy"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="identity-dialog-title">Masukkan Identitasmu</DialogTitle>
        <DialogContent>
          <DialogContentText id="identity-dialog-text">
            Silakan isi nama dan kelasmu di bawah ini
          </DialogContentText>
          {/* The first field: focused when the dialog opens. */}
          <IdentityField
            id="identity-name"
            label="Nama"
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={setName}
          />
          <IdentityField
            id="identity-classroom"
            label="Kelas"
            autoComplete="off"
            maxLength={50}
            value={classRoom}
            onChange={setClassRoom}
          />
          {/* Read, not agreed to: no checkbox, no extra step. The notice opens in a new tab, so
              the quiz and what the student has typed stay where they are. */}
          <Typography
            id="identity-dialog-privacy"
            variant="body2"
            color="textSecondary"
            sx={{ mt: 1 }}
          >
            {privacyNotice.short}{' '}
            <Box
              component="a"
              href="/privasi"
              target="_blank"
              rel="noopener"
              sx={{ color: 'primary.main' }}
            >
              {privacyNotice.linkLabel}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (membuka tab baru)
              </Box>
            </Box>
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="submit" variant="contained" loading={returning.checking}>
            Submit
          </Button>
        </DialogActions>
      </form>
      {returning.dialog}
    </ModalDialog>
  );
}
