import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { OptionValue, QuizQuestion } from '@piba/shared';
import { optionLabel } from './question-field';

interface ReviewItemProps {
  question: QuizQuestion;
  number: number;
  chosen: OptionValue | undefined;
}

/** One question of the review. Right and wrong are said in words, not by colour alone. */
export function ReviewItem({ question, number, chosen }: ReviewItemProps) {
  const right = chosen === question.correctAnswer;
  const verdictId = `${question.name}-verdict`;
  return (
    <Box
      component="li"
      aria-describedby={verdictId}
      sx={{
        border: 1,
        borderColor: right ? 'success.main' : 'error.main',
        borderLeftWidth: 6,
        borderRadius: 2,
        p: { xs: 1.5, md: 2 },
      }}
    >
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {number}. {question.question}
      </Typography>
      <Typography
        id={verdictId}
        sx={{
          display: 'flex',
          gap: 0.75,
          alignItems: 'center',
          fontWeight: 600,
          color: right ? 'success.dark' : 'error.dark',
        }}
      >
        {right ? <CheckCircleIcon aria-hidden /> : <CancelIcon aria-hidden />}
        {right ? 'Benar' : 'Salah'}
      </Typography>
      <Typography data-testid="review-chosen">
        Jawabanmu: {chosen === undefined ? 'tidak dijawab' : optionLabel(question, chosen)}
      </Typography>
      <Typography data-testid="review-key">
        Jawaban benar: {optionLabel(question, question.correctAnswer)}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{question.explanation}</Typography>
    </Box>
  );
}
