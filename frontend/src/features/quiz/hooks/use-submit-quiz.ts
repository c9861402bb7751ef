import { useRef, useState } from 'react';
import type { OptionValue } from '../../../content/questions';
import { questions } from '../../../content/questions';
import { quizKind, scoreQuiz, type QuizResult } from '../../../lib/quiz-rules';
import { participantId, readIdentity, readIsPretest, saveScore } from '../../../lib/session';
import { useSubmissionStatus } from '../../outbox/hooks/use-outbox';
import { submitResult } from '../../outbox/outbox';

export type Answers = Record<string, OptionValue | undefined>;

interface Attempt {
  result: QuizResult;
  submissionId: string;
}

/**
 * Scores, saves and reports one quiz attempt (SPEC.md §4). The result goes through the outbox,
 * which flips isPretest once the server confirms it, however late that is.
 */
export function useSubmitQuiz() {
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [saving, setSaving] = useState(false);
  // State updates are async; a ref stops a fast double click from saving twice.
  const submittedRef = useRef(false);
  const saveStatus = useSubmissionStatus(attempt?.submissionId ?? null);

  const submit = (answers: Answers) => {
    if (submittedRef.current) return;
    submittedRef.current = true;

    const result = scoreQuiz(questions, answers);
    saveScore(result.score, result.percentageText);
    const { name, classroom } = readIdentity();
    setSaving(true);
    void submitResult({
      participant_id: participantId(),
      // Every question is answered before submit; the server rescores these.
      answers: answers as Record<string, OptionValue>,
      name,
      class_room: classroom,
      score: result.score,
      percentage: result.percentage,
      ...quizKind(readIsPretest()),
    }).then((submissionId) => {
      setSaving(false);
      setAttempt({ result, submissionId });
    });
  };

  return { submit, result: attempt?.result ?? null, saveStatus, saving };
}
