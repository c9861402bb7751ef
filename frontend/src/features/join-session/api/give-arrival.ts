import type { Arrival, ArrivalInput } from '@piba/shared';
import { api } from '../../../lib/api-client';

/**
 * How long a student of an AB-BA session waits, at most, for their place in the arrival order
 * before the pre-test: a lab's network may drop, and the quiz must not wait for it.
 */
export const ARRIVAL_TIMEOUT_MS = 3_000;

/** The student's place in the session's arrival order (the same place when asked again). */
export const giveArrival = (code: string, input: ArrivalInput, signal?: AbortSignal) =>
  api.post<Arrival>(`/sessions/${encodeURIComponent(code)}/arrival`, input, {
    signal,
    timeoutMs: ARRIVAL_TIMEOUT_MS,
  });
