import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { failureMessage } from '../../teacher-access';
import { useDownloadWorkbook } from '../api/export-workbook';
import { usePrintOptions } from './print-options';

interface WorkbookButtonsProps {
  session: string;
  classRoom: string;
  /** Whether the tests on screen use the flagged pairs: the workbook's do the same. */
  includeFlagged?: boolean;
}

/**
 * The analysis workbook of the session and class on screen (its tables and every pair), with
 * participant codes; with names only when the teacher turned them on for the printed report.
 */
export function WorkbookButtons({
  session,
  classRoom,
  includeFlagged = false,
}: WorkbookButtonsProps) {
  const download = useDownloadWorkbook();
  const { names } = usePrintOptions();
  return (
    <>
      <Button
        variant="contained"
        startIcon={
          download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />
        }
        disabled={download.isPending}
        onClick={() => download.mutate({ session, classRoom, names, includeFlagged })}
      >
        {download.isPending ? 'Menyiapkan Excel…' : 'Unduh Excel'}
      </Button>
      {download.isError && (
        <Alert
          severity="error"
          closeText="Tutup"
          onClose={() => download.reset()}
          sx={{ flexBasis: '100%' }}
        >
          {failureMessage('Excel gagal diunduh', download.error)}
        </Alert>
      )}
    </>
  );
}
