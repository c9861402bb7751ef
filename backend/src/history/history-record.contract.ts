/**
 * The wire shape of a history record (SPEC.md §3 and §7), written once.
 * The backend DTOs implement these types; the frontend imports them with `import type`.
 */
export interface HistoryRecordInput {
  name?: string | null;
  class_room?: string | null;
  /** `correct/total`, e.g. `7/10` */
  score: string;
  /** floor(100 * correct / total) */
  percentage: number;
  is_pretest: boolean;
  is_posttest: boolean;
}

export interface HistoryRecord {
  id: number;
  name: string | null;
  class_room: string | null;
  score: string;
  percentage: number;
  is_pretest: boolean;
  is_posttest: boolean;
  /** ISO 8601, UTC */
  created_at: string;
}

export interface HistoryPageMeta {
  page: number;
  pageSize: number;
  total: number;
}

export interface HistoryPage {
  data: HistoryRecord[];
  meta: HistoryPageMeta;
}

export const HISTORY_SORT_FIELDS = ['created_at', 'name', 'class_room', 'percentage'] as const;
export type HistorySortField = (typeof HISTORY_SORT_FIELDS)[number];
export type HistoryType = 'pretest' | 'posttest';

/** Query parameters of `GET /api/history`. `sort` is a field, prefixed with `-` for descending. */
export interface HistoryQuery {
  page?: number;
  pageSize?: number;
  sort?: `${'' | '-'}${HistorySortField}`;
  classRoom?: string;
  type?: HistoryType;
  q?: string;
}
