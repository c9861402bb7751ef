import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { ModalDialog } from '../../../components/modal-dialog';

export interface ReturningStudentDialogProps {
  open: boolean;
  /** The session's delayed test is open and the student took the post-test: it asks about that. */
  delayed?: boolean;
  onContinue: () => void;
  onStartFresh: () => void;
}

/**
 * Asks a student whose name and class match a pre-test in this session whether it is theirs.
 * It says nothing else about that pre-test (no score, no time). Escape and the backdrop do not
 * close it: the student chooses one of the two.
 */
export function ReturningStudentDialog({
  open,
  delayed = false,
  onContinue,
  onStartFresh,
}: ReturningStudentDialogProps) {
  return (
    <ModalDialog open={open} labelledBy="returning-student-title">
      <DialogTitle id="returning-student-title">
        {delayed
          ? 'Kamu sudah mengerjakan posttest di sesi ini. Lanjutkan ke tes tunda?'
          : 'Kamu sudah mengerjakan pretest di sesi ini. Lanjutkan ke posttest?'}
      </DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onStartFresh}>
          Bukan saya
        </Button>
        <Button variant="contained" onClick={onContinue}>
          {delayed ? 'Lanjutkan ke tes tunda' : 'Lanjutkan ke posttest'}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
