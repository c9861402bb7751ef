import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatNumber } from '../history-format';

interface NewResultsNoticeProps {
  count: number;
  onShow: () => void;
}

/** Results saved since the teacher left page 1; the table holds still until asked. */
export function NewResultsNotice({ count, onShow }: NewResultsNoticeProps) {
  return (
    // Always in the page, so screen readers announce the notice when it appears.
    <Box role="status" sx={{ mb: count > 0 ? 2 : 0, displayPrint: 'none' }}>
      {count > 0 && (
        <Alert severity="info" icon={false} sx={{ py: 0 }}>
          <Button onClick={onShow} size="small">
            {`${formatNumber(count)} hasil baru — tampilkan`}
          </Button>
        </Alert>
      )}
    </Box>
  );
}
