import { useCallback, useSyncExternalStore } from 'react';
import { submissionStatus, waitingCount, type SubmissionStatus } from '../outbox';
import { subscribeToOutbox } from '../outbox-events';

/** How many quiz results in this browser still wait to reach the server. */
export function useWaitingCount(): number {
  return useSyncExternalStore(subscribeToOutbox, waitingCount);
}

/** Follows one result live: waiting until the server confirms it, then saved. */
export function useSubmissionStatus(id: string | null): SubmissionStatus | null {
  const read = useCallback(() => (id === null ? null : submissionStatus(id)), [id]);
  return useSyncExternalStore(subscribeToOutbox, read);
}
