import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizQuestion } from '@piba/shared';
import { ModalDialog } from '../../../components/modal-dialog';
import type { Review } from '../hooks/use-submit-quiz';
import { ReviewItem } from './review-item';

interface ReviewDialogProps {
  questions: QuizQuestion[];
  review: Review;
  open: boolean;
  onBack: () => void;
}

/** After the post-test: every question with the student's answer, the key and why. */
export function ReviewDialog({ questions, review, open, onBack }: ReviewDialogProps) {
  const right = questions.filter((q) => review.answers[q.name] === q.correctAnswer).length;
  return (
    <ModalDialog
      open={open}
      onClose={onBack}
      wide
      labelledBy="review-dialog-title"
      describedBy="review-dialog-summary"
    >
      <DialogTitle id="review-dialog-title">Pembahasan</DialogTitle>
      <DialogContent dividers>
        <Typography id="review-dialog-summary" sx={{ mb: 2 }}>
          Kamu menjawab benar {right} dari {questions.length} pertanyaan. Baca pembahasan setiap
          pertanyaan di bawah ini.
        </Typography>
        <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {questions.map((question, index) => (
            <ReviewItem
              key={question.name}
              question={question}
              number={index + 1}
              chosen={review.answers[question.name]}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onBack} data-autofocus>
          Kembali ke nilai
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
