import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDecimal, type QuizScore } from '@piba/shared';
import { ModalDialog } from '../../../components/modal-dialog';
import type { SubmissionStatus } from '../../outbox';
import { percentageLabel } from '../../student';

interface ScoreDialogProps {
  score: QuizScore | null;
  /** Which test was just taken: after the pre-test the dialog says what comes next. */
  isPretest: boolean;
  open: boolean;
  saveStatus: SubmissionStatus | null;
  /** This tab's pre-test percentage text, shown before the post-test's; null for none. */
  pretestPercentage?: string | null;
  /** Offered after a post-test only: opens the review of every question. */
  onReview?: () => void;
  /** After the pre-test: clears the score, like Close, and opens the materials on home. */
  onStudy: () => void;
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

/** "naik 40 poin", "turun 10 poin", "sama": the student's own change, in words. */
function changeText(pretest: string, posttest: string): string {
  const points = Math.round((Number(posttest) - Number(pretest)) * 100) / 100;
  const shown = formatDecimal(Math.abs(points), 2, { trimZeros: true });
  if (points > 0) return `Nilaimu naik ${shown} poin. Hebat!`;
  if (points < 0) return `Nilaimu turun ${shown} poin. Baca pembahasannya supaya lebih paham.`;
  return 'Nilaimu sama seperti sebelum belajar.';
}

export function ScoreDialog({
  score,
  isPretest,
  open,
  saveStatus,
  pretestPercentage,
  onReview,
  onStudy,
  onClose,
}: ScoreDialogProps) {
  const saveMessage = saveStatus && saveMessages[saveStatus];
  // A refused pre-test is taken again; the way on is only for one that is saved or on its way.
  const nextIsStudy = isPretest && saveStatus !== 'rejected';
  const showChange = !isPretest && pretestPercentage != null && score !== null;
  return (
    <ModalDialog open={open && score !== null} onClose={onClose} labelledBy="score-dialog-title">
      <DialogTitle id="score-dialog-title">Your Score</DialogTitle>
      {score && (
        <DialogContent>
          <Typography variant="h6" component="p">
            Score: {score.score}
          </Typography>
          <Typography variant="h6" component="p">
            Percentage: {score.percentageText}%
          </Typography>
          {showChange && (
            <Typography sx={{ mt: 1 }}>
              Pretest {percentageLabel(pretestPercentage)} → Posttest{' '}
              {percentageLabel(score.percentageText)}
            </Typography>
          )}
          {nextIsStudy && (
            <Typography sx={{ mt: 2 }} data-testid="score-next-step">
              Pretest selesai! Sekarang pelajari materinya: slide dan video di halaman utama.
              Setelah itu, kerjakan posttest dengan soal yang sama untuk melihat kemajuanmu.
            </Typography>
          )}
          {!isPretest && (
            <Typography sx={{ mt: 2 }} data-testid="score-next-step">
              Posttest selesai! Semua langkah belajarmu di PIBA sudah lengkap. Terima kasih!
              {showChange && ` ${changeText(pretestPercentage, score.percentageText)}`}
            </Typography>
          )}
          {/* A live region: the line changes to saved while the dialog is open. */}
          <Typography role="status" sx={{ mt: 2, color: saveMessage?.color }}>
            {saveMessage?.text}
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {onReview && <Button onClick={onReview}>Lihat pembahasan</Button>}
        <Button
          variant={nextIsStudy ? 'outlined' : 'contained'}
          onClick={onClose}
          data-autofocus={nextIsStudy ? undefined : true}
        >
          Close
        </Button>
        {nextIsStudy && (
          <Button variant="contained" onClick={onStudy} data-autofocus>
            Pelajari materi
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
