import { useMemo, useState } from 'react';
import type { HistoryQuery, HistoryRecord, HistorySortField } from '@piba/shared';
import { useHistory } from '../api/get-history';
import {
  DEFAULT_SORT,
  FIRST_HISTORY_PAGE,
  toApiSort,
  type HistorySort,
} from '../api/history-request';
import { useNewHistory } from '../api/get-new-history';
import { emptyFilterForm, toApiFilter, type HistoryFilterForm } from '../filter-form';
import { earlier, justAfter } from '../instants';
import { useDebouncedValue } from './use-debounced-value';

type Sort = NonNullable<HistoryQuery['sort']>;
const SEARCH_DELAY_MS = 300;

export type { HistorySort };

/** A page of the table; `page` counts from 0. */
export interface HistoryPaging {
  page: number;
  pageSize: number;
}

/** A header clicked again turns its order around; another header starts ascending. */
const nextSort = (current: HistorySort, field: HistorySortField): HistorySort => ({
  field,
  direction: current.field === field && current.direction === 'asc' ? 'desc' : 'asc',
});

/** Just after the newest record on screen, or now when nothing is. */
function anchorAfter(records: HistoryRecord[] = []): string {
  const newest = records.reduce<string | undefined>(
    (found, record) => (found && found >= record.created_at ? found : record.created_at),
    undefined,
  );
  return newest ? justAfter(newest) : new Date().toISOString();
}

/**
 * The table's state: filter, page, sort, and the anchor that keeps new results from shifting
 * the rows under the teacher.
 *
 * On page 1, newest first ("live"), new results simply appear at the top on the next refresh.
 * Anywhere else, a result saved meanwhile would push every row down by one (a row seen on page 2
 * turns up again on page 3, or one is never seen). So on leaving the live view the list is
 * anchored: `to` = just after the newest result the teacher has seen, taken from the server's
 * own times (no clock of this computer involved). A second query counts the results of the same
 * filter saved since; the notice "N hasil baru — tampilkan" moves the anchor past them. Going
 * back to page 1 newest-first drops the anchor.
 */
export function useHistoryView() {
  const [form, setForm] = useState(emptyFilterForm);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const filter = useMemo(() => toApiFilter(form, settledSearch), [form, settledSearch]);
  const filterKey = JSON.stringify(filter);
  // The page belongs to the filter it was chosen for: another filter starts on page 1.
  const [paging, setPaging] = useState({
    filterKey,
    page: 0,
    pageSize: FIRST_HISTORY_PAGE.pageSize,
  });
  const pagination: HistoryPaging = {
    page: paging.filterKey === filterKey ? paging.page : 0,
    pageSize: paging.pageSize,
  };
  const [sortOrder, setSortOrder] = useState(DEFAULT_SORT);
  const sort = toApiSort(sortOrder);
  const [anchor, setAnchor] = useState<string | null>(null);
  const isLive = (page: number, order: Sort) => page === 0 && order === toApiSort(DEFAULT_SORT);
  const live = isLive(pagination.page, sort);

  const list = useHistory({
    ...filter,
    to: live ? filter.to : earlier(filter.to, anchor ?? undefined),
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort,
  });
  // Deleting the last row of the last page leaves that page empty: go to the page before it.
  const total = list.data?.meta.total;
  if (
    total !== undefined &&
    !list.isPlaceholderData &&
    pagination.page * pagination.pageSize >= total &&
    pagination.page > 0
  ) {
    const lastPage = Math.max(0, Math.ceil(total / pagination.pageSize) - 1);
    setPaging({ filterKey, page: lastPage, pageSize: pagination.pageSize });
  }
  const fresh = useNewHistory(filter, live ? null : anchor);
  // The same functions on every render: the filter bar is not drawn again when results arrive.
  const [filterActions] = useState(() => ({
    changeFilter: (patch: Partial<HistoryFilterForm>) =>
      setForm((current) => ({ ...current, ...patch })),
    changeSearch: setSearch,
    resetFilter: () => {
      setForm(emptyFilterForm);
      setSearch('');
    },
  }));
  const newest = fresh.data?.data[0];

  const leaveLive = (stillLive: boolean) => {
    if (live && !stillLive) setAnchor(anchorAfter(list.data?.data));
  };

  return {
    form,
    search,
    filter,
    list,
    pagination,
    sort: sortOrder,
    /** The API's sort of the list, which the CSV export follows. */
    apiSort: sort,
    newCount: live ? 0 : (fresh.data?.meta.total ?? 0),
    ...filterActions,
    changePagination: (next: HistoryPaging) => {
      leaveLive(isLive(next.page, sort));
      setPaging({ filterKey, ...next });
    },
    changeSort: (field: HistorySortField) => {
      const order = nextSort(sortOrder, field);
      leaveLive(isLive(0, toApiSort(order)));
      setSortOrder(order);
      setPaging({ filterKey, page: 0, pageSize: pagination.pageSize });
    },
    showNewResults: () => newest && setAnchor(justAfter(newest.created_at)),
  };
}
