import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SubmissionStatus } from '../../outbox/outbox';
import type { QuizResult } from '../../../lib/quiz-rules';

interface ScoreDialogProps {
  result: QuizResult | null;
  saveStatus: SubmissionStatus | null;
  onClose: () => void;
}

const saveMessages: Record<SubmissionStatus, { text: string; color: string }> = {
  saved: { text: 'Hasilmu sudah tersimpan.', color: 'success.main' },
  waiting: {
    text: 'Hasilmu belum terkirim dan akan dikirim otomatis saat koneksi kembali.',
    color: 'text.secondary',
  },
  rejected: { text: 'Hasilmu tidak dapat disimpan. Beri tahu gurumu.', color: 'error.main' },
};

export function ScoreDialog({ result, saveStatus, onClose }: ScoreDialogProps) {
  const saveMessage = saveStatus && saveMessages[saveStatus];
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby="score-dialog-title">
      <DialogTitle id="score-dialog-title">Your Score</DialogTitle>
      {result && (
        <DialogContent>
          <Typography variant="h6" component="p">
            Score: {result.score}
          </Typography>
          <Typography variant="h6" component="p">
            Percentage: {result.percentageText}%
          </Typography>
          {/* A live region: the line changes to saved while the dialog is open. */}
          <Typography role="status" sx={{ mt: 2, color: saveMessage?.color }}>
            {saveMessage?.text}
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
