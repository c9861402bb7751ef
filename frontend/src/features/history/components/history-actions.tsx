import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink } from 'react-router-dom';
import type { HistoryFilter, HistorySort } from '@piba/shared';
import { analyticsPath } from '../../analytics';
import { useExportHistory } from '../api/export-history';
import { failureMessage } from '../../teacher-access';

interface HistoryActionsProps {
  filter: HistoryFilter;
  sort: HistorySort;
  /** How many results the trash holds; undefined until known. */
  trashCount: number | undefined;
  trashOpen: boolean;
  onToggleTrash: () => void;
  /** The trash panel's id, for aria-controls. */
  trashPanelId: string;
}

/**
 * 'Cetak' prints the page on screen; 'Unduh CSV' downloads every result of the filter, in the
 * table's order, and 'CSV tanpa nama' the same for research, with a participant code instead of
 * each name; the analysis pairs each student's pre- and post-test, for the class filtered here if
 * any; 'Sampah' shows the deleted results, last in the row, so the trash follows it when tabbing.
 */
export const HistoryActions = memo(function HistoryActions({
  filter,
  sort,
  trashCount,
  trashOpen,
  onToggleTrash,
  trashPanelId,
}: HistoryActionsProps) {
  const csv = useExportHistory();
  const research = useExportHistory();
  return (
    <Box sx={{ displayPrint: 'none', mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Cetak
        </Button>
        <Button
          variant="contained"
          startIcon={
            csv.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />
          }
          disabled={csv.isPending}
          onClick={() => csv.mutate({ ...filter, sort })}
        >
          {csv.isPending ? 'Menyiapkan CSV…' : 'Unduh CSV'}
        </Button>
        <Button
          variant="outlined"
          startIcon={
            research.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />
          }
          disabled={research.isPending}
          onClick={() => research.mutate({ ...filter, sort, pseudonymous: true })}
        >
          {research.isPending ? 'Menyiapkan CSV tanpa nama…' : 'CSV tanpa nama (kode peserta)'}
        </Button>
        <Button
          component={RouterLink}
          to={analyticsPath(filter.classRoom ?? '')}
          variant="outlined"
          startIcon={<InsightsIcon />}
        >
          Analisis pembelajaran
        </Button>
        <Button
          variant={trashOpen ? 'contained' : 'outlined'}
          startIcon={<DeleteOutlinedIcon />}
          aria-expanded={trashOpen}
          aria-controls={trashOpen ? trashPanelId : undefined}
          onClick={onToggleTrash}
        >
          {trashCount === undefined ? 'Sampah' : `Sampah (${trashCount})`}
        </Button>
      </Box>
      {csv.isError && (
        <Alert severity="error" sx={{ mt: 1 }} closeText="Tutup" onClose={() => csv.reset()}>
          {failureMessage('CSV gagal diunduh', csv.error)}
        </Alert>
      )}
      {research.isError && (
        <Alert severity="error" sx={{ mt: 1 }} closeText="Tutup" onClose={() => research.reset()}>
          {failureMessage('CSV tanpa nama gagal diunduh', research.error)}
        </Alert>
      )}
    </Box>
  );
});
