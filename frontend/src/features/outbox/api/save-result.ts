import { api } from '../../../lib/api-client';
import type { HistoryRecord } from '@piba/shared';
import type { OutboxSubmission } from '../outbox-storage';

/** 201 when stored, 200 with the stored record when this submission_id was stored before. */
export function saveResult(submission: OutboxSubmission) {
  return api.post<HistoryRecord | null>('/history', submission);
}
