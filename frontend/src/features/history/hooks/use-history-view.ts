import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAddressSearch, useHistoryState } from '../../../lib/navigation';
import type { HistoryQuery, HistoryRecord, HistorySortField } from '@piba/shared';
import { type HandedOver, useHistory } from '../api/get-history';
import { DEFAULT_SORT, toApiSort, type HistorySort } from '../api/history-request';
import { useNewHistory } from '../api/get-new-history';
import { emptyFilterForm, toApiFilter, type HistoryFilterForm } from '../filter-form';
import { historySearch } from '../history-link';
import { historyListQuery, readHistorySearch, type HistoryViewState } from '../history-search';
import { earlier, justAfter, later } from '../instants';
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

/** Just after the newest of `records`; undefined when there are none. */
function newestAfter(records: HistoryRecord[] = []): string | undefined {
  const newest = records.reduce<string | undefined>(
    (found, record) => (found && found >= record.created_at ? found : record.created_at),
    undefined,
  );
  return newest ? justAfter(newest) : undefined;
}

/** Just after the newest record on screen, or now when nothing is. */
const anchorAfter = (records?: HistoryRecord[]) => newestAfter(records) ?? new Date().toISOString();

/** An entry of the browser's history made by typing in the name search (see `changeSearch`). */
interface SearchEntry {
  searchEntry: true;
}
const isSearchEntry = (state: unknown) => (state as SearchEntry | null)?.searchEntry === true;

interface GoOptions {
  replace?: boolean;
  state?: SearchEntry;
}

/**
 * The table's state: filter, page, sort, and the anchor that keeps new results from shifting
 * the rows under the teacher.
 *
 * The filter, the name searched for, the order and the page live in the address
 * (history-search.ts), so a reload, Back and a shared link show the same results. Choosing a
 * filter, an order or a page adds an entry to the browser's history, and Back undoes it. The name
 * search writes the address once the teacher stops typing: its first pause adds an entry, the
 * next ones replace it, so one Back leaves the search rather than stepping back letter by letter.
 * Another filter starts again on page 1.
 *
 * On page 1, newest first ("live"), new results simply appear at the top on the next refresh.
 * Anywhere else, a result saved meanwhile would push every row down by one (a row seen on page 2
 * turns up again on page 3, or one is never seen). So on leaving the live view the list is
 * anchored: `to` = just after the newest result the teacher has seen, taken from the server's
 * own times (no clock of this computer involved). A second query counts the results of the same
 * filter saved since; the notice "N hasil baru — tampilkan" moves the anchor past them. Going
 * back to page 1 newest-first drops the anchor. A view opened away from page 1 (a reload, a link)
 * shows its first answer, then asks for the filter's newest result and anchors just after it.
 */
export function useHistoryView() {
  const [pathname, navigate] = useLocation();
  const address = useAddressSearch();
  const state = useHistoryState<unknown>();
  const view = useMemo(() => readHistorySearch(new URLSearchParams(address)), [address]);
  const { form, q, page, pageSize, sort: sortOrder } = view;

  // The search box shows what is typed; the address, and so the list, follow once typing stops.
  // Back (or a link) that changes the address's search puts it in the box.
  const [search, setSearch] = useState(q);
  const [addressSearch, setAddressSearch] = useState(q);
  if (addressSearch !== q) {
    setAddressSearch(q);
    if (search.trim() !== q) setSearch(q);
  }
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  // The latest view and navigation, for the actions below: they are made once, so the filter bar
  // given them is not drawn again when results arrive.
  const latest = useRef({ view, state, pathname, navigate });
  useLayoutEffect(() => {
    latest.current = { view, state, pathname, navigate };
  });
  const [go] = useState(() => (patch: Partial<HistoryViewState>, options: GoOptions = {}) => {
    const current = latest.current;
    const next = historySearch({ ...current.view, ...patch }).toString();
    if (next === historySearch(current.view).toString() && !options.replace) return;
    // The new address is drawn on the next render: a second change before then, the "Sampai"
    // day typed right after "Dari", must build on this one, not on the address still on screen.
    latest.current = { ...current, view: readHistorySearch(new URLSearchParams(next)) };
    current.navigate(`${current.pathname}?${next}`, options);
  });

  useEffect(() => {
    const typed = settledSearch.trim();
    // Still typing, or the address already says it (it was put in the box from there).
    if (search !== settledSearch || typed === latest.current.view.q) return;
    go(
      { q: typed, page: 0 },
      { replace: isSearchEntry(latest.current.state), state: { searchEntry: true } },
    );
  }, [search, settledSearch, go]);

  const filter = useMemo(() => toApiFilter(form, q), [form, q]);
  const sort = toApiSort(sortOrder);
  const [anchor, setAnchor] = useState<string | null>(null);
  const isLive = (page: number, order: Sort) => page === 0 && order === toApiSort(DEFAULT_SORT);
  const live = isLive(page, sort);
  const listQuery = {
    ...historyListQuery(view),
    to: live ? filter.to : earlier(filter.to, anchor ?? undefined),
  };
  const [handedOver, setHandedOver] = useState<HandedOver | null>(null);
  const list = useHistory(listQuery, handedOver);

  // Deleting the last row of the last page (or a link past the end) leaves the page empty: go to
  // the last page there is.
  const total = list.data?.meta.total;
  const lastPage = Math.max(0, Math.ceil((total ?? 0) / pageSize) - 1);
  const pastTheEnd =
    total !== undefined && !list.isPlaceholderData && page * pageSize >= total && page > 0;
  useEffect(() => {
    if (pastTheEnd) go({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, go]);

  // Opened away from the live view without an anchor: once the first rows are here, the newest
  // result of the filter says where the anchor goes. The anchored list starts from the rows
  // already on screen instead of asking for them again; its next refresh brings any result saved
  // between the two answers.
  const firstRows = !live && anchor === null && !list.isPlaceholderData ? list.data : undefined;
  const fresh = useNewHistory(filter, live ? null : anchor, firstRows !== undefined);
  if (firstRows && fresh.data) {
    const found = later(newestAfter(fresh.data.data), newestAfter(firstRows.data)) ?? anchorAfter();
    setAnchor(found);
    setHandedOver({
      query: { ...listQuery, to: earlier(filter.to, found) },
      page: firstRows,
      at: list.dataUpdatedAt,
    });
  }

  // The same functions on every render: the filter bar is not drawn again when results arrive.
  const [filterActions] = useState(() => ({
    changeFilter: (patch: Partial<HistoryFilterForm>) =>
      go({ form: { ...latest.current.view.form, ...patch }, page: 0 }),
    changeSearch: setSearch,
    resetFilter: () => {
      setSearch('');
      go({ form: emptyFilterForm, q: '', page: 0 });
    },
  }));
  const newest = anchor === null ? undefined : fresh.data?.data[0];

  const leaveLive = (stillLive: boolean) => {
    if (live && !stillLive) setAnchor(anchorAfter(list.data?.data));
  };
  const changeOrder = (order: HistorySort) => {
    leaveLive(isLive(0, toApiSort(order)));
    go({ sort: order, page: 0 });
  };

  return {
    form,
    search,
    filter,
    list,
    pagination: { page, pageSize } satisfies HistoryPaging,
    sort: sortOrder,
    /** The API's sort of the list, which the CSV export follows. */
    apiSort: sort,
    newCount: live || anchor === null ? 0 : (fresh.data?.meta.total ?? 0),
    ...filterActions,
    changePagination: (next: HistoryPaging) => {
      leaveLive(isLive(next.page, sort));
      go(next);
    },
    /** A column header: by that column, or the other way round when it is the order already. */
    changeSort: (field: HistorySortField) => changeOrder(nextSort(sortOrder, field)),
    /** The phone's order select: one column, one direction. */
    setSort: changeOrder,
    showNewResults: () => newest && setAnchor(justAfter(newest.created_at)),
  };
}
