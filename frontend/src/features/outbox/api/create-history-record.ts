import { api } from '../../../lib/api-client';
import type { HistoryRecord } from '@piba/shared';
import type { Submission } from '../outbox-storage';

/** 201 when stored, 200 with the stored record when this submission_id was stored before. */
export function createHistoryRecord(submission: Submission) {
  return api.post<HistoryRecord | null>('/history', submission);
}
