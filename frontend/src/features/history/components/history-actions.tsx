import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsIcon from '@mui/icons-material/Insights';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink } from 'wouter';
import type { HistoryFilter, HistorySort } from '@piba/shared';
import { analyticsPath } from '../../analytics';
import {
  type ExportFormat,
  type HistoryExportRequest,
  useExportHistory,
} from '../api/export-history';
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

interface ExportChoice {
  format: ExportFormat;
  pseudonymous: boolean;
  label: string;
  /** The button's text while the file is made. */
  busy: string;
  /** The start of the message when the download fails. */
  failed: string;
  variant: 'contained' | 'outlined';
}

const EXPORTS: readonly ExportChoice[] = [
  {
    format: 'csv',
    pseudonymous: false,
    label: 'Unduh CSV',
    busy: 'Menyiapkan CSV…',
    failed: 'CSV gagal diunduh',
    variant: 'contained',
  },
  {
    format: 'xlsx',
    pseudonymous: false,
    label: 'Unduh Excel',
    busy: 'Menyiapkan Excel…',
    failed: 'Excel gagal diunduh',
    variant: 'contained',
  },
  {
    format: 'csv',
    pseudonymous: true,
    label: 'CSV tanpa nama (kode peserta)',
    busy: 'Menyiapkan CSV tanpa nama…',
    failed: 'CSV tanpa nama gagal diunduh',
    variant: 'outlined',
  },
  {
    format: 'xlsx',
    pseudonymous: true,
    label: 'Excel tanpa nama (kode peserta)',
    busy: 'Menyiapkan Excel tanpa nama…',
    failed: 'Excel tanpa nama gagal diunduh',
    variant: 'outlined',
  },
];

/**
 * 'Cetak' prints the page on screen; 'Unduh CSV' and 'Unduh Excel' download every result of the
 * filter, in the table's order, and 'tanpa nama' the same for research, with a participant code
 * instead of each name (one file at a time); the analysis pairs each student's pre- and
 * post-test, for the session and class filtered here if any; 'Sampah' shows the deleted results,
 * last in the row, so the trash follows it when tabbing.
 */
export const HistoryActions = memo(function HistoryActions({
  filter,
  sort,
  trashCount,
  trashOpen,
  onToggleTrash,
  trashPanelId,
}: HistoryActionsProps) {
  const download = useExportHistory<HistoryExportRequest & { choice: ExportChoice }>();
  const running = download.isPending ? download.variables.choice : undefined;
  const failed = download.isError ? download.variables.choice : undefined;
  return (
    <Box sx={{ displayPrint: 'none', mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Cetak
        </Button>
        {EXPORTS.map((choice) => (
          <Button
            key={choice.label}
            variant={choice.variant}
            startIcon={
              running === choice ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />
            }
            disabled={running !== undefined}
            onClick={() =>
              download.mutate({
                ...filter,
                sort,
                format: choice.format,
                pseudonymous: choice.pseudonymous,
                choice,
              })
            }
          >
            {running === choice ? choice.busy : choice.label}
          </Button>
        ))}
        <Button
          component={RouterLink}
          to={analyticsPath(filter.classRoom ?? '', filter.session ?? '')}
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
          {/* The count arrives after the row is drawn: the label keeps the room of a count of up
              to three digits, so that its arrival does not widen the button and push it onto a
              line of its own. */}
          <Box component="span" sx={{ display: 'inline-grid' }}>
            <Box component="span" sx={{ gridArea: '1 / 1' }}>
              {trashCount === undefined ? 'Sampah' : `Sampah (${trashCount})`}
            </Box>
            <Box component="span" aria-hidden sx={{ gridArea: '1 / 1', visibility: 'hidden' }}>
              Sampah (000)
            </Box>
          </Box>
        </Button>
      </Box>
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }} closeText="Tutup" onClose={() => download.reset()}>
          {failureMessage(failed.failed, download.error)}
        </Alert>
      )}
    </Box>
  );
});
