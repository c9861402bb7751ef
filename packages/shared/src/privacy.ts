/**
 * Children's data kept accountable (docs/privacy.md): a deleted result waits in a trash before it
 * is purged, one student's results can be erased on a parent's request, and every access to the
 * results is written to an audit log.
 */
import type { HistoryPageMeta, HistoryRecord } from './history-record.js';

/** How many days a deleted result waits in the trash when TRASH_DAYS is not set. */
export const DEFAULT_TRASH_DAYS = 30;

/** After how many months names become pseudonyms when RETENTION_MONTHS is not set. */
export const DEFAULT_RETENTION_MONTHS = 24;

/** A deleted result, restorable until `purge_at`. */
export interface TrashedRecord extends HistoryRecord {
  /** ISO 8601, UTC */
  deleted_at: string;
  /** When it is purged for good unless restored; ISO 8601, UTC. */
  purge_at: string;
}

/** `GET /api/history/trash`: newest deletion first; a session key sees its session's only. */
export interface TrashPage {
  data: TrashedRecord[];
  meta: Pick<HistoryPageMeta, 'page' | 'pageSize' | 'total'>;
}

/**
 * `POST /api/history/:id/erase` (admin key): erases, for good, every result of the student the
 * result `id` belongs to (the same participant, or the same name and class in the same session),
 * in the table and in the trash. Only the audit entry, with the reason, remains.
 */
export interface EraseStudentInput {
  /** Why, e.g. "Permintaan orang tua, surat 12/2026": kept in the audit log. 3–300 characters. */
  reason: string;
}

export interface ErasedStudent {
  /** How many results were erased. */
  erased: number;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'export',
  'delete',
  'restore',
  'erase',
  'purge',
  'pseudonymise',
  'session-create',
  'session-close',
  'session-reopen',
  'key-renewal',
  'session-pack',
  'pack-export',
  'pack-import',
  'pack-publish',
  'pack-retire',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of the audit log. It never holds a key or a student's name. */
export interface AuditEntry {
  id: number;
  /** ISO 8601, UTC */
  at: string;
  /** `admin`, `session K7P3QX` (a session key, by its join code), or `system` (a daily job). */
  actor: string;
  action: AuditAction;
  /** What it acted on, e.g. `result 12`, `session K7P3QX`, or an export's filter. */
  target: string | null;
  /** e.g. an erasure's reason and count. */
  detail: string | null;
  /** The client's address; null for the system's own jobs. */
  address: string | null;
}

/** `GET /api/audit` (admin key): newest first. */
export interface AuditPage {
  data: AuditEntry[];
  meta: Pick<HistoryPageMeta, 'page' | 'pageSize' | 'total'>;
}
