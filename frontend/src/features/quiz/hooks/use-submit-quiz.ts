import { useRef, useState } from 'react';
import {
  type OptionValue,
  type QuizQuestion,
  type QuizScore,
  scoreQuiz,
  type Submission,
} from '@piba/shared';
import { readJoinedSession } from '../../join-session';
import { submitResult, useSubmissionStatus } from '../../outbox';
import {
  nextTestType,
  participantId,
  readIdentity,
  readMaterialsSeenFirst,
  readPretestPercentage,
  savePosttestPercentage,
  savePretestPercentage,
  saveScore,
} from '../../student';
import { clearAnswersInProgress } from '../answers-in-progress';

export type Answers = Record<string, OptionValue | undefined>;

/** What a session's research designs add to a result: its form, attitude ratings, delayed flag. */
export type DesignFields = Pick<Submission, 'test_form' | 'attitude' | 'is_delayed'>;

/** What the review after a post-test shows: the student's choices, and the pre-test's score. */
export interface Review {
  answers: Record<string, OptionValue>;
  /** This tab's pre-test percentage text, e.g. `40.00`; null when it took no pre-test. */
  pretestPercentage: string | null;
}

interface Attempt {
  score: QuizScore;
  /** Which test this attempt was, for what the score dialog says comes next. */
  isPretest: boolean;
  submissionId: string;
  /** Null after a pre-test: showing the keys before the lesson would spoil the post-test. */
  review: Review | null;
}

/**
 * Scores, saves and reports one quiz attempt (docs/product.md, "The pre/post rule"). The result
 * goes through the outbox, which flips isPretest once the server confirms it, however late.
 * `questions` are the lesson pack's, `answerKeyVersion` theirs: the server scores with that key.
 */
export function useSubmitQuiz(questions: QuizQuestion[], answerKeyVersion: string) {
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [saving, setSaving] = useState(false);
  // State updates are async; a ref stops a fast double click from saving twice.
  const submittedRef = useRef(false);
  const saveStatus = useSubmissionStatus(attempt?.submissionId ?? null);

  const submit = (answers: Answers, designFields: DesignFields = {}) => {
    if (submittedRef.current) return;
    submittedRef.current = true;

    const score = scoreQuiz(questions, answers);
    saveScore(score.score, score.percentageText);
    // The delayed test is neither the pre-test nor the post-test; their percentages stay.
    const kind = designFields.is_delayed
      ? { is_pretest: false, is_posttest: false }
      : nextTestType();
    if (kind.is_pretest) savePretestPercentage(score.percentageText);
    else if (kind.is_posttest) savePosttestPercentage(score.percentageText);
    // Submitted: the answers now travel with the result, and the next quiz starts empty.
    clearAnswersInProgress();
    // Every question is answered before submit.
    const chosen = answers as Record<string, OptionValue>;
    const review = !kind.is_pretest
      ? { answers: chosen, pretestPercentage: readPretestPercentage() }
      : null;
    const { name, classRoom } = readIdentity();
    const session = readJoinedSession();
    setSaving(true);
    void submitResult({
      participant_id: participantId(),
      // The server rescores these.
      answers: chosen,
      answer_key_version: answerKeyVersion,
      // Only a tab that joined by a link sends one; the spec's payload is unchanged otherwise.
      ...(session ? { session_code: session.code } : {}),
      name,
      class_room: classRoom,
      score: score.score,
      percentage: score.percentage,
      ...kind,
      ...designFields,
      // Only a pre-test taken after the materials says so; the analysis leaves it out.
      ...(kind.is_pretest && readMaterialsSeenFirst() ? { materials_seen_first: true } : {}),
    }).then((submissionId) => {
      setSaving(false);
      setAttempt({ score, isPretest: kind.is_pretest, submissionId, review });
    });
  };

  return {
    submit,
    score: attempt?.score ?? null,
    isPretest: attempt?.isPretest ?? true,
    review: attempt?.review ?? null,
    saveStatus,
    saving,
  };
}
