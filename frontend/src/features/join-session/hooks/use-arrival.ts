import { useEffect, useState } from 'react';
import { participantId } from '../../student';
import { giveArrival } from '../api/give-arrival';
import { readJoinedSession } from '../joined-session';
import { arrivalIndex, keepArrival, readArrival } from '../session-design';

/**
 * The student's place in the joined AB-BA session's arrival order, when `needed`: the place this
 * tab kept, else the server's (asked once, then kept, so the post-test asks the other form);
 * offline, on an error or after a few seconds, the participant id's hash (`arrivalIndex`), kept
 * likewise, so no student waits for it. Null while asking; 0 when not needed.
 */
export function useArrival(needed: boolean): number | null {
  const session = readJoinedSession()?.code ?? null;
  const participant = needed ? participantId() : null;
  const [asked, setAsked] = useState<{ participant: string; arrival: number } | null>(null);
  const kept =
    participant === null
      ? null
      : asked?.participant === participant
        ? asked.arrival
        : session
          ? readArrival(session, participant)
          : arrivalIndex(participant);

  useEffect(() => {
    if (participant === null || session === null || kept !== null) return;
    const controller = new AbortController();
    void giveArrival(session, { participant_id: participant }, controller.signal)
      .then(
        (answer) => answer.arrival,
        () => arrivalIndex(participant),
      )
      .then((arrival) => {
        if (controller.signal.aborted) return;
        keepArrival(session, participant, arrival);
        setAsked({ participant, arrival });
      });
    return () => controller.abort();
  }, [participant, session, kept]);

  return needed ? kept : 0;
}
