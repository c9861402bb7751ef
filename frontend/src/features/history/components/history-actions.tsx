import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink } from 'react-router-dom';
import type { HistoryFilter, HistorySort } from '@piba/shared';
import { analyticsPath } from '../../analytics';
import { useExportHistory } from '../api/export-history';
import { failureMessage } from '../../teacher-access';

/**
 * 'Cetak' prints the page on screen; 'Unduh CSV' downloads every result of the filter, in the
 * table's order; the analysis pairs each student's pre- and post-test, for the class filtered
 * here if any.
 */
export const HistoryActions = memo(function HistoryActions({
  filter,
  sort,
}: {
  filter: HistoryFilter;
  sort: HistorySort;
}) {
  const csv = useExportHistory();
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
          component={RouterLink}
          to={analyticsPath(filter.classRoom ?? '')}
          variant="outlined"
          startIcon={<InsightsIcon />}
        >
          Analisis pembelajaran
        </Button>
      </Box>
      {csv.isError && (
        <Alert severity="error" sx={{ mt: 1 }} closeText="Tutup" onClose={() => csv.reset()}>
          {failureMessage('CSV gagal diunduh', csv.error)}
        </Alert>
      )}
    </Box>
  );
});
