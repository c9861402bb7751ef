import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatWib, testTypeLabel, type HistoryRecord } from '@piba/shared';
import { useDeleteHistoryRecord } from '../api/delete-history-record';
import { useTrashDays } from '../api/get-trash-days';
import { ModalDialog } from '../../../components/modal-dialog';
import { failureMessage } from '../../teacher-access';
import { nameOf, orDash } from '../history-format';
import type { ShowNotice } from '../hooks/use-history-notice';

interface DeleteRecordDialogProps {
  /** The result to delete; null while the dialog is closed. */
  record: HistoryRecord | null;
  onClose: () => void;
  /** Says the result has moved to the trash, and offers to undo it. */
  onNotice?: ShowNotice;
}

/** What happens to a deleted result; the day count once the server has said it. */
export function trashSentence(days: number | undefined): string {
  if (days === undefined) {
    return 'Hasil ini dipindahkan ke Sampah dan masih dapat dipulihkan dengan tombol "Pulihkan" di Sampah, sebelum dihapus permanen.';
  }
  return `Hasil ini dipindahkan ke Sampah. Selama ${days} hari hasil ini masih dapat dipulihkan dengan tombol "Pulihkan" di Sampah; setelah itu hasil dihapus permanen.`;
}

export function DeleteRecordDialog({ record, onClose, onNotice }: DeleteRecordDialogProps) {
  const removal = useDeleteHistoryRecord();
  const trashDays = useTrashDays(record !== null);

  const close = () => {
    if (removal.isPending) return;
    removal.reset();
    onClose();
  };
  const confirm = () => {
    if (!record) return;
    removal.mutate(record.id, {
      onSuccess: () => {
        removal.reset();
        onClose();
        onNotice?.({
          message: `Hasil ${nameOf(record)} dipindahkan ke Sampah.`,
          severity: 'success',
          undo: record,
        });
      },
    });
  };

  return (
    <ModalDialog
      open={record !== null}
      onClose={close}
      labelledBy="delete-record-title"
      describedBy="delete-record-text"
    >
      <DialogTitle id="delete-record-title">Hapus hasil ini?</DialogTitle>
      <DialogContent>
        {record && (
          <Typography component="div" sx={{ mb: 2, '& p': { m: 0 } }}>
            <p>Nama: {orDash(record.name)}</p>
            <p>Kelas: {orDash(record.class_room)}</p>
            <p>
              Skor: {record.score} ({record.percentage}%), {testTypeLabel(record)}
            </p>
            <p>Waktu: {formatWib(record.created_at)} WIB</p>
          </Typography>
        )}
        <DialogContentText id="delete-record-text">{trashSentence(trashDays)}</DialogContentText>
        {removal.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureMessage('Hasil gagal dihapus', removal.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={removal.isPending}>
          Batal
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={removal.isPending}>
          {removal.isPending ? 'Menghapus…' : 'Hapus'}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
