import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { formatWib, testTypeLabel, wibDate, type TrashedRecord } from '@piba/shared';
import { nameOf, orDash } from '../history-format';
import { eraseLabel } from './history-columns';

interface TrashRowProps {
  record: TrashedRecord;
  restoring: boolean;
  disabled: boolean;
  restoreRef: (button: HTMLButtonElement | null) => void;
  onRestore: () => void;
  onErase?: () => void;
}

/** One deleted result: whose it is, when it goes for good, and its 'Pulihkan'. */
export function TrashRow({
  record,
  restoring,
  disabled,
  restoreRef,
  onRestore,
  onErase,
}: TrashRowProps) {
  const session = record.session_code ? ` · Sesi ${record.session_code}` : '';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {orDash(record.name)} · Kelas {orDash(record.class_room)}
        </Typography>
        <Typography variant="body2">
          {testTypeLabel(record)} · Skor {record.score} ({record.percentage}%){session}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Dihapus {formatWib(record.deleted_at)} WIB · dihapus permanen pada{' '}
          {wibDate(record.purge_at)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          ref={restoreRef}
          variant="outlined"
          size="small"
          aria-label={`Pulihkan hasil ${nameOf(record)}`}
          startIcon={
            restoring ? <CircularProgress size={16} color="inherit" /> : <RestoreFromTrashIcon />
          }
          disabled={disabled}
          onClick={onRestore}
        >
          Pulihkan
        </Button>
        {onErase && (
          <Button
            color="error"
            size="small"
            aria-label={eraseLabel(record)}
            disabled={disabled}
            onClick={onErase}
          >
            Hapus permanen
          </Button>
        )}
      </Box>
    </Box>
  );
}
