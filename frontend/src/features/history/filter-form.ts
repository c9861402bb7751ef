import type { HistoryFilter, HistoryType } from '@piba/shared';

/*
 * The filter bar's form and the API filter it makes. The early request of a page opened by its
 * address reads it too (history-search.ts), so it is in the app's main bundle, which every student
 * page loads: what only the page uses lives elsewhere (day-text.ts, filter-description.ts).
 */

/** What the filter bar holds: days are `YYYY-MM-DD` in WIB (the fields show them as dd/mm/yyyy). */
export interface HistoryFilterForm {
  /** A session's join code, `none`, or '' for every session (the administrator's filter). */
  session: string;
  classRoom: string;
  type: '' | HistoryType;
  fromDate: string;
  toDate: string;
}

export const emptyFilterForm: HistoryFilterForm = {
  session: '',
  classRoom: '',
  type: '',
  fromDate: '',
  toDate: '',
};

/*
 * Days. A teacher picks days in WIB (Asia/Jakarta: UTC+7, no daylight saving time); the filter
 * keeps a day as `YYYY-MM-DD`, and the address too (`?dari=2026-11-21`). The date fields show and
 * take them as dd/mm/yyyy (day-text.ts).
 */

const WIB_OFFSET = '+07:00';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a year, month and day if the calendar has it (no 31/02), as `YYYY-MM-DD`. */
export function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether `value` is a real day written `YYYY-MM-DD`. */
export const isDay = (value: string) => {
  const match = ISO_DAY.exec(value);
  return match !== null && calendarDay(+match[1], +match[2], +match[3]) === value;
};

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The day's first instant: D 00:00 WIB, the API's inclusive `from`. */
export const wibDayStart = (day: string) => `${day}T00:00:00${WIB_OFFSET}`;

/** Just past the day: D+1 00:00 WIB, the API's exclusive `to`. */
export const wibDayEnd = (day: string) => `${nextDay(day)}T00:00:00${WIB_OFFSET}`;

/** A day D covers D 00:00 WIB (inclusive) up to D+1 00:00 WIB (exclusive), as the API counts. */
export function toApiFilter(form: HistoryFilterForm, search: string): HistoryFilter {
  return {
    session: form.session || undefined,
    classRoom: form.classRoom || undefined,
    type: form.type || undefined,
    q: search.trim() || undefined,
    from: isDay(form.fromDate) ? wibDayStart(form.fromDate) : undefined,
    to: isDay(form.toDate) ? wibDayEnd(form.toDate) : undefined,
  };
}

export const isFiltered = (filter: HistoryFilter) =>
  Object.values(filter).some((value) => value !== undefined);
