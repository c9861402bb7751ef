import { useEffect, useRef, useState } from 'react';
import { findReturningStudent } from '../api/find-returning-student';
import { lazyWhenShown } from '../../../lib/lazy-when-shown';
import type { ReturningStudentDialogProps } from '../components/returning-student-dialog';
import { adoptPretest, returningQuestion } from '../returning-student';
import { markDelayedTest } from '../session-design';

// Asked only of a student the server knows from this session: downloaded when first shown.
const ReturningStudentDialog = lazyWhenShown(
  () =>
    import('../components/returning-student-dialog').then(
      (module) => module.ReturningStudentDialog,
    ),
  (props: ReturningStudentDialogProps) => props.open,
);

type Phase =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'asking'; participantId: string; delayed: boolean; then: () => void };

/**
 * After a student in a session gives a name and a class, asks the server whether they took the
 * pre-test in this session on another computer or another day, and if so asks the student
 * (docs/product.md, "Pairing a pre-test with its post-test"). A failed or slow answer (it gives
 * up after a few seconds) lets the student go on as a new one.
 *
 * `check(then)` calls `then` once the student can go on: at once when there is nothing to ask,
 * after the server's answer, or after the student's choice. `dialog` is the question, to render.
 */
export function useReturningStudent() {
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const check = (then: () => void) => {
    const question = returningQuestion();
    if (!question) return then();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setPhase({ state: 'checking' });
    void findReturningStudent(question.code, question.student, controller.signal)
      .then(
        // A session's open delayed test asks about the post-test already taken.
        (answer) => ({
          participantId: answer.participant_id,
          delayed: answer.delayed_test === true,
        }),
        () => ({ participantId: null, delayed: false }),
      )
      .then(({ participantId, delayed }) => {
        if (controller.signal.aborted) return;
        if (participantId) return setPhase({ state: 'asking', participantId, delayed, then });
        setPhase({ state: 'idle' });
        then();
      });
  };

  const choose = (continuing: boolean) => {
    if (phase.state !== 'asking') return;
    // "Bukan saya": the tab keeps its own participant id and the next quiz is the pre-test.
    if (continuing) adoptPretest(phase.participantId);
    if (continuing && phase.delayed) markDelayedTest();
    setPhase({ state: 'idle' });
    phase.then();
  };

  return {
    checking: phase.state === 'checking',
    asking: phase.state === 'asking',
    check,
    dialog: (
      <ReturningStudentDialog
        open={phase.state === 'asking'}
        delayed={phase.state === 'asking' && phase.delayed}
        onContinue={() => choose(true)}
        onStartFresh={() => choose(false)}
      />
    ),
  };
}
