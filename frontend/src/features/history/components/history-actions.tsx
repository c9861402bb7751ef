import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'wouter';
import type { HistoryFilter, HistorySort } from '@piba/shared';
import { analyticsPath } from '../../analytics';
import {
  type ExportFormat,
  type HistoryExportRequest,
  useExportHistory,
} from '../api/export-history';
import { failureMessage } from '../../teacher-access';
import { plainButtonClass, plainButtonStyles, plainIcon } from '../../../components/plain-button';
import { DELETE_ICON_PATH } from './row-actions';

/** MUI's Print, Download and Insights icons; the trash's is the rows' delete icon. */
const PRINT_ICON =
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z';
const DOWNLOAD_ICON = 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z';
const INSIGHTS_ICON =
  'M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2m-6 1 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z';

/** The row of buttons: plain elements (plain-button.tsx), the busy spinner MUI's. */
const actionRowStyles = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  ...plainButtonStyles(theme),
  '& .button > .spinner': { marginLeft: '-4px', marginRight: '8px' },
  // The trash's count arrives after the row is drawn: the label keeps the room of a count of up
  // to three digits, so that its arrival does not widen the button and push it onto a line of
  // its own.
  '& .trash-label': { display: 'inline-grid' },
  '& .trash-label > span': { gridArea: '1 / 1' },
  '& .trash-label > span[aria-hidden]': { visibility: 'hidden' },
});

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
      <Box sx={actionRowStyles}>
        <button
          type="button"
          className={plainButtonClass('outlined')}
          onClick={() => window.print()}
        >
          {plainIcon(PRINT_ICON)}
          Cetak
        </button>
        {EXPORTS.map((choice) => (
          <button
            type="button"
            key={choice.label}
            className={plainButtonClass(choice.variant)}
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
            {running === choice ? (
              <CircularProgress className="spinner" size={18} color="inherit" />
            ) : (
              plainIcon(DOWNLOAD_ICON)
            )}
            {running === choice ? choice.busy : choice.label}
          </button>
        ))}
        <RouterLink
          to={analyticsPath(filter.classRoom ?? '', filter.session ?? '')}
          className={plainButtonClass('outlined')}
        >
          {plainIcon(INSIGHTS_ICON)}
          Analisis pembelajaran
        </RouterLink>
        <button
          type="button"
          className={plainButtonClass(trashOpen ? 'contained' : 'outlined')}
          aria-expanded={trashOpen}
          aria-controls={trashOpen ? trashPanelId : undefined}
          onClick={onToggleTrash}
        >
          {plainIcon(DELETE_ICON_PATH)}
          <span className="trash-label">
            <span>{trashCount === undefined ? 'Sampah' : `Sampah (${trashCount})`}</span>
            <span aria-hidden>Sampah (000)</span>
          </span>
        </button>
      </Box>
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }} closeText="Tutup" onClose={() => download.reset()}>
          {failureMessage(failed.failed, download.error)}
        </Alert>
      )}
    </Box>
  );
});
