import { useRef, useState } from 'react';
import type { OptionValue } from '../../../content/questions';
import { questions } from '../../../content/questions';
import { quizKind, scoreQuiz, type QuizResult } from '../../../lib/quiz-rules';
import { markPretestDone, readIdentity, readIsPretest, saveScore } from '../../../lib/session';
import { useCreateHistoryRecord } from '../api/create-history-record';

export type Answers = Record<string, OptionValue | undefined>;

/** Scores, saves and reports one quiz attempt (SPEC.md §4). */
export function useSubmitQuiz() {
  const createRecord = useCreateHistoryRecord();
  const [result, setResult] = useState<QuizResult | null>(null);
  // State updates are async; a ref stops a fast double click from saving twice.
  const submittedRef = useRef(false);

  const submit = (answers: Answers) => {
    if (submittedRef.current) return;
    submittedRef.current = true;

    const attempt = scoreQuiz(questions, answers);
    saveScore(attempt.score, attempt.percentageText);
    const { name, classroom } = readIdentity();
    createRecord.mutate(
      {
        name,
        class_room: classroom,
        score: attempt.score,
        percentage: attempt.percentage,
        ...quizKind(readIsPretest()),
      },
      {
        onSuccess: () => markPretestDone(),
        onError: (error) => console.error('Gagal menyimpan hasil quiz:', error),
        onSettled: () => setResult(attempt),
      },
    );
  };

  return { submit, result, saving: createRecord.isPending };
}
