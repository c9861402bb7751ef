import { useQuery } from '@tanstack/react-query';
import type { HistoryFilter } from '@piba/shared';
import { useRetryUnlessRefused } from '../../teacher-access';
import { historyQueryOptions } from './get-history';
import { later } from '../instants';

/**
 * Results of the current filter saved at or after `anchor`, newest first; one row is enough:
 * the notice needs the count (meta.total) and the newest time (to move the anchor past it).
 * Without an anchor, and asked to (`findNewest`), the newest result of the whole filter: where
 * to put the anchor of a view opened away from page 1.
 */
export function useNewHistory(filter: HistoryFilter, anchor: string | null, findNewest = false) {
  const retry = useRetryUnlessRefused();
  const query = {
    ...filter,
    from: later(filter.from, anchor ?? undefined),
    page: 1,
    pageSize: 1,
    sort: '-created_at' as const,
  };
  return useQuery({
    ...historyQueryOptions(query, 'new'),
    placeholderData: undefined,
    enabled: anchor !== null || findNewest,
    retry,
  });
}
