import { type RefObject, useEffect, useRef, useState } from 'react';
import type { TrashedRecord } from '@piba/shared';

/**
 * A restored or erased row takes its buttons, and the keyboard focus, with it. Once nothing is
 * pending, focus goes to the 'Pulihkan' of the row that took its place (or the last row, or the
 * heading when the trash is empty), so a keyboard user keeps their place.
 */
export function useFocusAfterRemoval(
  records: TrashedRecord[] | undefined,
  busy: boolean,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const pending = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const removed = pending.current;
    if (!removed || busy || !records) return;
    pending.current = null;
    if (records.some((record) => record.id === removed.id)) return;
    const next = buttons.current[Math.min(removed.index, records.length - 1)];
    (next ?? heading.current)?.focus();
  }, [records, busy, heading]);

  const [handlers] = useState(() => ({
    register: (index: number, button: HTMLButtonElement | null) => {
      buttons.current[index] = button;
    },
    remember: (record: TrashedRecord, index: number) => {
      pending.current = { id: record.id, index };
    },
  }));
  return handlers;
}
