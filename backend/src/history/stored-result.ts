import type { HistoryRecord } from '@piba/shared';
import type { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';

/** A result as stored, in the table or in the trash. */
export type StoredResult = HistoryRecordEntity | HistoryTrashEntity;

export function toWire(record: StoredResult): HistoryRecord {
  return {
    id: record.id,
    submission_id: record.submission_id,
    participant_id: record.participant_id,
    answers: record.answers,
    answer_key_version: record.answer_key_version,
    session_code: record.session_code,
    name: record.name,
    class_room: record.class_room,
    score: record.score,
    percentage: record.percentage,
    is_pretest: Boolean(record.is_pretest),
    is_posttest: Boolean(record.is_posttest),
    materials_seen_first: Boolean(record.materials_seen_first),
    // The designs' fields only when used, so a result without them reads as before designs.
    ...(record.test_form ? { test_form: record.test_form } : {}),
    ...(record.attitude ? { attitude: record.attitude } : {}),
    ...(record.is_delayed ? { is_delayed: true } : {}),
    created_at: record.created_at.toISOString(),
  };
}
