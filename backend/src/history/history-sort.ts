import type { HistorySort } from '@piba/shared';
import type { HistoryRecordEntity } from './history-record.entity.js';

/** Names and classes sort by their natural keys (natural-order.ts); the rest by their value. */
const COLUMNS = {
  created_at: 'created_at',
  name: 'name_sort',
  class_room: 'class_sort',
  percentage: 'percentage',
} as const satisfies Record<string, keyof HistoryRecordEntity>;

/** The column and direction of a sort of the list or the export; `id` breaks every tie. */
export function sortOrder(sort: HistorySort) {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as keyof typeof COLUMNS;
  return { column: COLUMNS[field], direction: descending ? ('DESC' as const) : ('ASC' as const) };
}
