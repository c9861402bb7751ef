import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SubmissionStatus } from '../../outbox';
import type { QuizResult } from '@piba/shared';

interface ScoreDialogProps {
  result: QuizResult | null;
  open: boolean;
  saveStatus: SubmissionStatus | null;
  /** This tab's pre-test percentage text, shown before the post-test's; null for none. */
  pretestPercentage?: string | null;
  /** Offered after a post-test only: opens the review of every question. */
  onReview?: () => void;
  onClose: () => void;
}

/** `40.00` → `40`, `66.67` → `66.67`: whole numbers without their zeros. */
const percent = (text: string) => `${Number(text)}%`;

const saveMessages: Record<SubmissionStatus, { text: string; color: string }> = {
  saved: { text: 'Hasilmu sudah tersimpan.', color: 'success.main' },
  waiting: {
    text: 'Hasilmu belum terkirim dan akan dikirim otomatis saat koneksi kembali.',
    color: 'text.secondary',
  },
  rejected: { text: 'Hasilmu tidak dapat disimpan. Beri tahu gurumu.', color: 'error.main' },
};

export function ScoreDialog({
  result,
  open,
  saveStatus,
  pretestPercentage,
  onReview,
  onClose,
}: ScoreDialogProps) {
  const saveMessage = saveStatus && saveMessages[saveStatus];
  return (
    <Dialog open={open && result !== null} onClose={onClose} aria-labelledby="score-dialog-title">
      <DialogTitle id="score-dialog-title">Your Score</DialogTitle>
      {result && (
        <DialogContent>
          <Typography variant="h6" component="p">
            Score: {result.score}
          </Typography>
          <Typography variant="h6" component="p">
            Percentage: {result.percentageText}%
          </Typography>
          {pretestPercentage != null && onReview && (
            <Typography sx={{ mt: 1 }}>
              Pretest {percent(pretestPercentage)} → Post Test {percent(result.percentageText)}
            </Typography>
          )}
          {/* A live region: the line changes to saved while the dialog is open. */}
          <Typography role="status" sx={{ mt: 2, color: saveMessage?.color }}>
            {saveMessage?.text}
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        {onReview && <Button onClick={onReview}>Lihat pembahasan</Button>}
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
