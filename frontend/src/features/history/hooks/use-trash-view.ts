import { useState } from 'react';
import { TRASH_PAGE_SIZE, useTrash } from '../api/get-trash';

/**
 * The trash beside the results table: whether it is shown, its page, and its rows. It follows the
 * administrator's session filter (a session key always reads its own session). Its count is asked
 * for once the table has results, for the button's label; another session starts on page 1.
 */
export function useTrashView(session: string | undefined, enabled: boolean) {
  const [open, setOpen] = useState(false);
  // The same functions on every render: the actions row given them is not drawn again.
  const [toggles] = useState(() => ({
    toggle: () => setOpen((shown) => !shown),
    close: () => setOpen(false),
  }));
  const [paging, setPaging] = useState({ session, page: 1 });
  let page = paging.session === session ? paging.page : 1;
  const query = useTrash({ session, page, pageSize: TRASH_PAGE_SIZE }, enabled);
  const data = query.data;
  // The last row of a later page restored or erased: the page before it, now the last.
  const lastPage = Math.max(1, Math.ceil((data?.meta.total ?? 0) / TRASH_PAGE_SIZE));
  if (data && !query.isPlaceholderData && data.data.length === 0 && page > lastPage) {
    page = lastPage;
    setPaging({ session, page });
  }
  return {
    open,
    ...toggles,
    page,
    changePage: (next: number) => setPaging({ session, page: next }),
    query,
    /** Undefined until known. */
    count: data?.meta.total,
  };
}

export type TrashView = ReturnType<typeof useTrashView>;
