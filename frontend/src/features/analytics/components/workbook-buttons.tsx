import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { failureMessage } from '../../teacher-access';
import { useDownloadWorkbook } from '../api/export-workbook';

const CHOICES = [
  {
    pseudonymous: false,
    label: 'Unduh Excel',
    busy: 'Menyiapkan Excel…',
    failed: 'Excel gagal diunduh',
  },
  {
    pseudonymous: true,
    label: 'Excel tanpa nama (kode peserta)',
    busy: 'Menyiapkan Excel tanpa nama…',
    failed: 'Excel tanpa nama gagal diunduh',
  },
] as const;

interface WorkbookButtonsProps {
  session: string;
  classRoom: string;
  /** Whether the tests on screen use the flagged pairs: the workbook's do the same. */
  includeFlagged?: boolean;
}

/**
 * The analysis workbook of the session and class on screen (its tables and every pair), with
 * names or, for research, with participant codes; one file at a time.
 */
export function WorkbookButtons({
  session,
  classRoom,
  includeFlagged = false,
}: WorkbookButtonsProps) {
  const download = useDownloadWorkbook();
  const running = download.isPending ? download.variables.pseudonymous : undefined;
  const failed = download.isError
    ? CHOICES.find((choice) => choice.pseudonymous === download.variables.pseudonymous)
    : undefined;
  return (
    <>
      {CHOICES.map((choice) => (
        <Button
          key={choice.label}
          variant={choice.pseudonymous ? 'outlined' : 'contained'}
          startIcon={
            running === choice.pseudonymous ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              <DownloadIcon />
            )
          }
          disabled={running !== undefined}
          onClick={() =>
            download.mutate({
              session,
              classRoom,
              pseudonymous: choice.pseudonymous,
              includeFlagged,
            })
          }
        >
          {running === choice.pseudonymous ? choice.busy : choice.label}
        </Button>
      ))}
      {failed && (
        <Alert
          severity="error"
          closeText="Tutup"
          onClose={() => download.reset()}
          sx={{ flexBasis: '100%' }}
        >
          {failureMessage(failed.failed, download.error)}
        </Alert>
      )}
    </>
  );
}
