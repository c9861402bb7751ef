import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { HistoryRecord } from '@piba/shared';
import { ModalDialog } from '../../../components/modal-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { eraseFailureMessage, REASON_MAX, REASON_MIN, useEraseStudent } from '../api/erase-student';
import { orDash } from '../history-format';
import type { ShowNotice } from '../hooks/use-history-notice';

interface EraseStudentDialogProps {
  /** Any one result of the student (in the table or the trash); null while closed. */
  record: HistoryRecord | null;
  onClose: () => void;
  /** Says how many results were erased. */
  onNotice: ShowNotice;
}

/**
 * The administrator's erasure on a parent's or guardian's request: every result of the student,
 * pre- and post-test, in the table and in the trash, for good. The reason is required: it is all
 * that remains, in the audit log.
 */
export function EraseStudentDialog({ record, onClose, onNotice }: EraseStudentDialogProps) {
  const erasure = useEraseStudent();
  // Each opening starts with no reason: the dialog's state outlives it while it is closed.
  const [reason, setReason] = useState('');

  const length = reason.trim().length;
  const valid = length >= REASON_MIN && length <= REASON_MAX;

  const finish = () => {
    erasure.reset();
    setReason('');
    onClose();
  };
  const close = () => {
    if (!erasure.isPending) finish();
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!record || !valid || erasure.isPending) return;
    erasure.mutate(
      { id: record.id, reason: reason.trim() },
      {
        onSuccess: ({ erased }) => {
          finish();
          onNotice({ message: `${erased} hasil dihapus permanen.`, severity: 'success' });
        },
      },
    );
  };

  return (
    <ModalDialog
      open={record !== null}
      onClose={close}
      labelledBy="erase-student-title"
      describedBy="erase-student-text"
      roomy
    >
      <form onSubmit={confirm}>
        <DialogTitle id="erase-student-title">Hapus permanen semua hasil siswa ini?</DialogTitle>
        <DialogContent>
          {record && (
            <Typography component="div" sx={{ mb: 2, '& p': { m: 0 } }}>
              <p>Nama: {orDash(record.name)}</p>
              <p>Kelas: {orDash(record.class_room)}</p>
              {record.session_code && <p>Sesi: {record.session_code}</p>}
            </Typography>
          )}
          <DialogContentText id="erase-student-text" sx={{ mb: 1 }}>
            Gunakan ini hanya atas permintaan orang tua/wali siswa. Semua hasil siswa ini akan
            dihapus untuk selamanya: pretest dan posttest, juga yang ada di Sampah.
          </DialogContentText>
          <DialogContentText sx={{ mb: 2, fontWeight: 600, color: 'text.primary' }}>
            Hasil yang dihapus permanen tidak dapat dipulihkan. Yang tersisa hanya catatan audit
            dengan alasan di bawah ini.
          </DialogContentText>
          <OutlinedField
            label="Alasan"
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Permintaan orang tua, surat no. …"
            autoComplete="off"
            error={length > REASON_MAX}
            helperText={`Wajib diisi, ${REASON_MIN}–${REASON_MAX} karakter (${length}/${REASON_MAX}). Contoh: "Permintaan orang tua, surat no. 12/2026".`}
            inputProps={{ 'aria-required': true }}
          />
          {erasure.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {eraseFailureMessage(erasure.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={erasure.isPending}>
            Batal
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!valid || erasure.isPending}
          >
            {erasure.isPending ? 'Menghapus…' : 'Hapus permanen'}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
