import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { OutlinedField } from '../../../components/outlined-field';
import type { TeacherAccess } from '../hooks/use-teacher-access';

interface TeacherKeyDialogProps {
  open: boolean;
  /** The server refused the key this tab sent. */
  wrong: boolean;
  /** A key was sent and its answer is awaited. */
  checking: boolean;
  onSubmit: (key: string) => void;
  onClose: () => void;
}

// An HTTP header carries Latin-1 only; anything else could never match and fetch would throw.
const sendable = (key: string) => /^[\x20-\x7e]*$/.test(key);

export function TeacherKeyDialog({
  open,
  wrong,
  checking,
  onSubmit,
  onClose,
}: TeacherKeyDialogProps) {
  const [key, setKey] = useState('');
  const trimmed = key.trim();
  const unsendable = !sendable(trimmed);
  let problem = ' ';
  if (unsendable) problem = 'Kunci akses hanya memuat huruf, angka, dan tanda baca biasa.';
  else if (wrong && !checking) problem = 'Kunci akses salah. Periksa lagi, lalu coba kembali.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !unsendable) onSubmit(trimmed);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      {/* Inside the dialog rather than as its paper: a form may not carry role="dialog". */}
      <form onSubmit={submit}>
        <DialogTitle>Kunci akses guru</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tabel ini memuat nama dan nilai siswa, jadi hanya untuk guru. Masukkan kunci sesi
            sekolahmu dari pengelola aplikasi, atau kunci admin. Kunci diingat sampai tab ini
            ditutup.
          </DialogContentText>
          <OutlinedField
            autoFocus
            fullWidth
            type="password"
            label="Kunci akses"
            autoComplete="current-password"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            error={problem !== ' '}
            helperText={problem}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Batal</Button>
          <Button type="submit" variant="contained" disabled={checking || !trimmed || unsendable}>
            {checking ? 'Memeriksa…' : 'Buka tabel'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The key dialog as a teacher page's access state drives it. */
export function AccessKeyDialog({ access }: { access: TeacherAccess }) {
  return (
    <TeacherKeyDialog
      open={access.dialogOpen}
      wrong={access.wrong}
      checking={access.checking}
      onSubmit={access.submit}
      onClose={access.close}
    />
  );
}
