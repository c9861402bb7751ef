import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type LikertValue,
  type OptionValue,
  optionsInOrder,
  type PackAttitudeItem,
  type QuizQuestion,
  type TestForm,
  unansweredQuestions,
} from '@piba/shared';
import { clearScore } from '../../student';
import { readAnswersInProgress, saveAnswersInProgress } from '../answers-in-progress';
import { useSubmitQuiz, type Answers } from '../hooks/use-submit-quiz';
import { AttitudeField } from './attitude-field';
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

/** A session's research designs as this student's quiz meets them; absent: none. */
export interface QuizDesign {
  /** Each question's options in an order of this seed's (the participant id): `optionsInOrder`. */
  shuffleSeed?: string;
  /** The form these questions are; the result says so. */
  testForm?: TestForm;
  /** The attitude scale's statements, rated after the knowledge questions. */
  attitudeScale?: PackAttitudeItem[];
  /** This quiz is the session's delayed test. */
  isDelayed?: boolean;
}

type AttitudeRatings = Record<string, LikertValue | undefined>;

/** The field key of an attitude statement among the quiz's missing answers. */
const attitudeKey = (id: string) => `sikap:${id}`;

interface QuizFormProps {
  /** The lesson pack's questions, in the order a student answers them. */
  questions: QuizQuestion[];
  /** Their answer-key version, which the saved result carries. */
  answerKeyVersion: string;
  design?: QuizDesign;
}

export function QuizForm({ questions, answerKeyVersion, design = {} }: QuizFormProps) {
  const [, navigate] = useLocation();
  const { shuffleSeed, attitudeScale = [] } = design;
  const { submit, score, isPretest, review, saveStatus, saving } = useSubmitQuiz(
    questions,
    answerKeyVersion,
  );
  // The questions as shown: with shuffled options the letters stay A, B, C and the texts move;
  // each option keeps its value, so the answers and the score are the same as in written order.
  const shown = useMemo(
    () =>
      shuffleSeed
        ? questions.map((question) => ({
            ...question,
            options: optionsInOrder(question.options, shuffleSeed, question.name),
          }))
        : questions,
    [questions, shuffleSeed],
  );
  const [ratings, setRatings] = useState<AttitudeRatings>({});
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

  const rate = (id: string, value: LikertValue) => {
    if (saving || score !== null) return;
    setRatings({ ...ratings, [id]: value });
    setMissing((current) => current.filter((other) => other !== attitudeKey(id)));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unanswered = [
      ...unansweredQuestions(questions, answers),
      ...attitudeScale
        .filter((item) => ratings[item.id] === undefined)
        .map((item) => attitudeKey(item.id)),
    ];
    setMissing(unanswered);
    if (unanswered.length > 0) {
      const first = fieldRefs.current.get(unanswered[0]);
      first?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      first?.querySelector('input')?.focus({ preventScroll: true });
      return;
    }
    submit(answers, {
      ...(design.testForm ? { test_form: design.testForm } : {}),
      ...(attitudeScale.length > 0 ? { attitude: ratings as Record<string, LikertValue> } : {}),
      ...(design.isDelayed ? { is_delayed: true } : {}),
    });
  };

  // Every way out of the score dialog clears the score (docs/product.md, "Scoring").
  const closeScore = () => {
    clearScore();
    navigate('/');
  };

  const studyMaterials = () => {
    clearScore();
    navigate('/#materi');
  };

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <Stack spacing={3}>
          {shown.map((question, index) => (
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
          {attitudeScale.length > 0 && (
            <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
              Sikap: seberapa setuju kamu dengan pernyataan berikut?
            </Typography>
          )}
          {attitudeScale.map((item, index) => (
            <AttitudeField
              key={item.id}
              ref={(node) => {
                if (node) fieldRefs.current.set(attitudeKey(item.id), node);
                else fieldRefs.current.delete(attitudeKey(item.id));
              }}
              item={item}
              number={index + 1}
              value={ratings[item.id]}
              showError={missing.includes(attitudeKey(item.id))}
              onChange={(value) => rate(item.id, value)}
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
          questions={shown}
          review={review}
          open={reviewing}
          onBack={() => setReviewing(false)}
        />
      )}
    </>
  );
}
