import type { ReturningStudent, ReturningStudentInput } from '@piba/shared';
import { api } from '../../../lib/api-client';

/**
 * How long a student waits, at most, for the server to say whether they took the pre-test on
 * another computer: a lab's network may drop, and the quiz must not wait for it.
 */
export const RETURNING_TIMEOUT_MS = 3_000;

/** The participant id of this name and class's one pre-test in the session, or null. */
export const findReturningStudent = (
  code: string,
  input: ReturningStudentInput,
  signal?: AbortSignal,
) =>
  api.post<ReturningStudent>(`/sessions/${encodeURIComponent(code)}/returning`, input, {
    signal,
    timeoutMs: RETURNING_TIMEOUT_MS,
  });
