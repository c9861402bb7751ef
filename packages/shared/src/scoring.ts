/** The scoring rule: one point per right answer (docs/product.md, "Scoring"). */

/** The most questions a saved score may have; the server refuses larger totals. */
export const MAX_QUESTIONS = 100;

export interface Score {
  correct: number;
  total: number;
}

/** A quiz's score with the texts the app shows and the percentage it saves; not yet a result. */
export interface QuizScore extends Score {
  /** `correct/total`, e.g. `7/10` */
  score: string;
  /** Two decimals for display, e.g. `70.00` */
  percentageText: string;
  /** What is saved: floor(100 × correct / total), the display value truncated. */
  percentage: number;
}

/** The saved percentage. Exact for whole numbers: a fraction is never within 1/total of a whole. */
export const percentageOf = ({ correct, total }: Score): number =>
  total === 0 ? 0 : Math.floor((100 * correct) / total);

export function quizScoreOf(score: Score): QuizScore {
  const { correct, total } = score;
  return {
    correct,
    total,
    score: `${correct}/${total}`,
    percentageText: (total === 0 ? 0 : (100 * correct) / total).toFixed(2),
    percentage: percentageOf(score),
  };
}

interface Gradable<A> {
  name: string;
  correctAnswer: A;
}

type Answers<A> = Readonly<Record<string, A | undefined>>;

export const countCorrect = <A>(questions: readonly Gradable<A>[], answers: Answers<A>) =>
  questions.filter((question) => answers[question.name] === question.correctAnswer).length;

export const scoreQuiz = <A>(questions: readonly Gradable<A>[], answers: Answers<A>) =>
  quizScoreOf({ correct: countCorrect(questions, answers), total: questions.length });

export const unansweredQuestions = <A>(questions: readonly Gradable<A>[], answers: Answers<A>) =>
  questions.filter((question) => answers[question.name] === undefined).map((q) => q.name);

const SCORE_PATTERN = /^(\d{1,3})\/(\d{1,3})$/;

/** `7/10` → { correct: 7, total: 10 }, or null when it is not a possible score. */
export function parseScore(score: unknown): Score | null {
  if (typeof score !== 'string') return null;
  const match = SCORE_PATTERN.exec(score);
  if (!match) return null;
  const correct = Number(match[1]);
  const total = Number(match[2]);
  if (total < 1 || total > MAX_QUESTIONS || correct > total) return null;
  return { correct, total };
}
