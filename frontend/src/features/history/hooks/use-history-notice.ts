import { useState } from 'react';
import type { HistoryRecord } from '@piba/shared';

/** A short message at the bottom of the results page. */
export interface HistoryNotice {
  /** Tells one notice from the next, even with the same text. */
  id: number;
  message: string;
  severity: 'success' | 'error';
  /** A result just moved to the trash: 'Urungkan' restores it. */
  undo?: HistoryRecord;
}

export type ShowNotice = (notice: Omit<HistoryNotice, 'id'>) => void;

/** The page's one notice: a newer one takes the place of the one on screen. */
export function useHistoryNotice() {
  const [notice, setNotice] = useState<HistoryNotice | null>(null);
  // The same functions on every render: the rows and dialogs given them are not drawn again.
  const [actions] = useState(() => {
    let last = 0;
    const show: ShowNotice = (next) => setNotice({ ...next, id: (last += 1) });
    return { show, dismiss: () => setNotice(null) };
  });
  return { notice, ...actions };
}
