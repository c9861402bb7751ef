import type { HistoryRecord } from '@piba/shared';

/** SPEC.md §2: the Type column. */
export function attemptType(record: Pick<HistoryRecord, 'is_pretest' | 'is_posttest'>): string {
  if (record.is_pretest) return 'Pre Test';
  if (record.is_posttest) return 'Post Test';
  return 'N/A';
}

export const orDash = (value: string | null) => value || '-';

// Times are stored in UTC and read by teachers in Indonesia's western time zone (DECISIONS.md).
const wib = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** e.g. "21 Nov 2026, 08.05" for 2026-11-21T01:05:00Z. */
export const formatWib = (instant: string) => wib.format(new Date(instant));

const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** Indonesian number format: 55,5 and 1.250. */
export const formatNumber = (value: number) => decimal.format(value);
