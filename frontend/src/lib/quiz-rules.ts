/** The scoring rule and the pre/post rule (SPEC.md §4 and §9, DECISIONS.md), in one place. */
export interface QuizResult {
  correct: number;
  total: number;
  /** `correct/total`, e.g. `7/10` */
  score: string;
  /** Two decimals for display, e.g. `70.00` */
  percentageText: string;
  /** What the server stores: the display value truncated, i.e. floor(100 * correct / total). */
  percentage: number;
}

interface Gradable<A> {
  name: string;
  correctAnswer: A;
}

export function scoreQuiz<A>(
  questions: readonly Gradable<A>[],
  answers: Readonly<Record<string, A | undefined>>,
): QuizResult {
  const total = questions.length;
  const correct = questions.filter((q) => answers[q.name] === q.correctAnswer).length;
  const exact = total === 0 ? 0 : (100 * correct) / total;
  const percentageText = exact.toFixed(2);
  return {
    correct,
    total,
    score: `${correct}/${total}`,
    percentageText,
    percentage: Math.trunc(Number.parseFloat(percentageText)),
  };
}

export interface QuizKind {
  is_pretest: boolean;
  is_posttest: boolean;
}

export function quizKind(isPretest: string | null): QuizKind {
  const pretest = isPretest === '1';
  return { is_pretest: pretest, is_posttest: !pretest };
}

export function unansweredQuestions<A>(
  questions: readonly Gradable<A>[],
  answers: Readonly<Record<string, A | undefined>>,
): string[] {
  return questions.filter((q) => answers[q.name] === undefined).map((q) => q.name);
}
