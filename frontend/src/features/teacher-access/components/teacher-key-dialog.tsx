import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ModalDialog } from '../../../components/modal-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import type { TeacherKeyError } from '../api/teacher-request';
import type { TeacherAccess } from '../hooks/use-teacher-access';

type Refusal = Pick<TeacherKeyError, 'reason' | 'fromLink' | 'retryAfterSeconds' | 'retryAt'>;

interface TeacherKeyDialogProps {
  open: boolean;
  /** Why the server refused this tab's key, or null. */
  refusal: Refusal | null;
  /** A key was sent and its answer is awaited. */
  checking: boolean;
  onSubmit: (key: string) => void;
  onClose: () => void;
}

// An HTTP header carries Latin-1 only; anything else could never match and fetch would throw.
const sendable = (key: string) => /^[\x20-\x7e]*$/.test(key);

/** The seconds left of the server's wait, counting down; null when it named none. */
function useSecondsLeft(refusal: Refusal | null): number | null {
  const seconds = refusal?.retryAfterSeconds ?? null;
  const until = refusal?.retryAt ?? null;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (seconds === null || until === null) return null;
  // Before the first tick of this wait, `now` is older than the answer: the server's own figure.
  const left = now === null ? seconds : Math.ceil((until - now) / 1000);
  return Math.max(0, Math.min(seconds, left));
}

/** Why the key was refused, in plain words; the right key is always accepted (docs/privacy.md). */
function refusalText(refusal: Refusal, secondsLeft: number | null): string | null {
  switch (refusal.reason) {
    case 'missing':
      return null;
    case 'wrong':
      return refusal.fromLink
        ? 'Kunci dari tautan guru tidak berlaku lagi, mungkin sudah diganti. Minta tautan atau kunci baru kepada pengelola aplikasi.'
        : 'Kunci akses salah. Periksa lagi, lalu coba kembali.';
    case 'throttled':
      if (secondsLeft === 0) {
        return 'Terlalu banyak percobaan dengan kunci salah. Sekarang boleh dicoba lagi.';
      }
      return `Terlalu banyak percobaan. ${
        secondsLeft === null
          ? 'Tunggu sebentar, lalu coba lagi.'
          : `Coba lagi dalam ${secondsLeft} detik.`
      } Kunci yang benar tetap langsung diterima.`;
  }
}

export function TeacherKeyDialog({
  open,
  refusal,
  checking,
  onSubmit,
  onClose,
}: TeacherKeyDialogProps) {
  const [key, setKey] = useState('');
  const secondsLeft = useSecondsLeft(refusal);
  const trimmed = key.trim();
  const unsendable = !sendable(trimmed);
  let problem = ' ';
  if (unsendable) problem = 'Kunci akses hanya memuat huruf, angka, dan tanda baca biasa.';
  else if (refusal && !checking) problem = refusalText(refusal, secondsLeft) ?? ' ';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !unsendable) onSubmit(trimmed);
  };

  return (
    // The browser's own modal dialog: closing it always gives the page back to assistive
    // technology (Material UI's modal marks the page aria-hidden while open, and on a busy
    // machine once left it so after the key was accepted).
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="teacher-key-title"
      describedBy="teacher-key-text"
    >
      <form onSubmit={submit}>
        <DialogTitle id="teacher-key-title">Kunci akses guru</DialogTitle>
        <DialogContent>
          <DialogContentText id="teacher-key-text" sx={{ mb: 2 }}>
            Tabel ini memuat nama dan nilai siswa, jadi hanya untuk guru. Masukkan kunci sesi
            sekolahmu dari pengelola aplikasi, atau kunci admin. Kunci diingat sampai tab ini
            ditutup.
          </DialogContentText>
          {/* The first field: focused when the dialog opens. */}
          <OutlinedField
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
    </ModalDialog>
  );
}

/** The key dialog as a teacher page's access state drives it. */
export function AccessKeyDialog({ access }: { access: TeacherAccess }) {
  return (
    <TeacherKeyDialog
      open={access.dialogOpen}
      refusal={access.refusal}
      checking={access.checking}
      onSubmit={access.submit}
      onClose={access.close}
    />
  );
}
