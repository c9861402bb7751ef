import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type OptionValue, type QuizQuestion, unansweredQuestions } from '@piba/shared';
import { clearScore } from '../../student';
import { readAnswersInProgress, saveAnswersInProgress } from '../answers-in-progress';
import { useSubmitQuiz, type Answers } from '../hooks/use-submit-quiz';
import { QuestionField } from './question-field';
import { ReviewDialog } from './review-dialog';
import { ScoreDialog } from './score-dialog';

/** The answers this tab chose before a reload, kept only where they fit today's questions. */
function restoredAnswers(questions: QuizQuestion[]): Answers {
  const stored = readAnswersInProgress();
  return Object.fromEntries(
    questions
      .filter((question) =>
        question.options.some((option) => option.value === stored[question.name]),
      )
      .map((question) => [question.name, stored[question.name] as OptionValue]),
  );
}

interface QuizFormProps {
  /** The lesson pack's questions, in the order a student answers them. */
  questions: QuizQuestion[];
  /** Their answer-key version, which the saved result carries. */
  answerKeyVersion: string;
}

export function QuizForm({ questions, answerKeyVersion }: QuizFormProps) {
  const navigate = useNavigate();
  const { submit, score, isPretest, review, saveStatus, saving } = useSubmitQuiz(
    questions,
    answerKeyVersion,
  );
  const [reviewing, setReviewing] = useState(false);
  const [answers, setAnswers] = useState<Answers>(() => restoredAnswers(questions));
  const [missing, setMissing] = useState<string[]>([]);
  const fieldRefs = useRef(new Map<string, HTMLFieldSetElement>());

  const answer = (name: string, value: OptionValue) => {
    // Once submitted, the answers are the result's; a late click must not start the next quiz.
    if (saving || score !== null) return;
    // Written at once, not in an effect: a reload a moment later still finds the choice.
    const next = { ...answers, [name]: value };
    saveAnswersInProgress(next);
    setAnswers(next);
    setMissing((current) => current.filter((other) => other !== name));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unanswered = unansweredQuestions(questions, answers);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      const first = fieldRefs.current.get(unanswered[0]);
      first?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      first?.querySelector('input')?.focus({ preventScroll: true });
      return;
    }
    submit(answers);
  };

  // Every way out of the score dialog clears the score (docs/product.md, "Scoring").
  const closeScore = () => {
    clearScore();
    void navigate('/');
  };

  const studyMaterials = () => {
    clearScore();
    void navigate('/#materi');
  };

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <Stack spacing={3}>
          {questions.map((question, index) => (
            <QuestionField
              key={question.name}
              ref={(node) => {
                if (node) fieldRefs.current.set(question.name, node);
                else fieldRefs.current.delete(question.name);
              }}
              question={question}
              number={index + 1}
              value={answers[question.name]}
              showError={missing.includes(question.name)}
              onChange={(value) => answer(question.name, value)}
            />
          ))}
          {missing.length > 0 && (
            <Alert severity="error" role="alert">
              Masih ada {missing.length} pertanyaan yang belum dijawab. Jawab semua pertanyaan
              sebelum menekan Submit.
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving || score !== null}
            startIcon={saving ? <CircularProgress size={20} color="inherit" aria-hidden /> : null}
            aria-busy={saving}
            sx={{ alignSelf: 'flex-start', minWidth: 160 }}
          >
            Submit
          </Button>
        </Stack>
      </form>
      <ScoreDialog
        score={score}
        isPretest={isPretest}
        open={!reviewing}
        saveStatus={saveStatus}
        pretestPercentage={review?.pretestPercentage}
        onReview={review ? () => setReviewing(true) : undefined}
        onStudy={studyMaterials}
        onClose={closeScore}
      />
      {review && (
        <ReviewDialog
          questions={questions}
          review={review}
          open={reviewing}
          onBack={() => setReviewing(false)}
        />
      )}
    </>
  );
}
