import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ModalDialog } from '../../../components/modal-dialog';

export interface ChangeStudentDialogProps {
  open: boolean;
  /** The student signed in now, as "Kamu: …" shows them. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before this tab forgets its student, in words a twelve-year-old reads at once. */
export function ChangeStudentDialog({ open, name, onCancel, onConfirm }: ChangeStudentDialogProps) {
  const who = name ?? 'siswa sebelumnya';
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      labelledBy="change-student-title"
      describedBy="change-student-text"
    >
      <DialogTitle id="change-student-title">Ganti siswa?</DialogTitle>
      <DialogContent>
        <DialogContentText id="change-student-text">
          Nama, kelas, dan jawaban kuis {who} yang belum dikirim akan dihapus dari komputer ini.
          Nilai yang sudah dikirim tetap tersimpan atas nama {who}. Setelah itu, isi nama dan
          kelasmu sendiri, lalu mulai dari pretest.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {/* The first button: focused when the dialog opens. */}
        <Button onClick={onCancel}>Batal</Button>
        <Button variant="contained" onClick={onConfirm}>
          Ya, ganti siswa
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
