import type { HistoryFilter, HistoryType } from '@piba/shared';

/** What the filter bar holds: dates are the `YYYY-MM-DD` of `<input type="date">`, in WIB. */
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

// Teachers pick days in WIB (Asia/Jakarta: UTC+7, no daylight saving time).
const WIB_OFFSET = '+07:00';
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A day D covers D 00:00 WIB (inclusive) up to D+1 00:00 WIB (exclusive), as the API counts. */
export function toApiFilter(form: HistoryFilterForm, search: string): HistoryFilter {
  return {
    session: form.session || undefined,
    classRoom: form.classRoom || undefined,
    type: form.type || undefined,
    q: search.trim() || undefined,
    from: isDay(form.fromDate) ? `${form.fromDate}T00:00:00${WIB_OFFSET}` : undefined,
    to: isDay(form.toDate) ? `${nextDay(form.toDate)}T00:00:00${WIB_OFFSET}` : undefined,
  };
}

export const isFiltered = (filter: HistoryFilter) =>
  Object.values(filter).some((value) => value !== undefined);

const dayFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: 'UTC' });
const showDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** One line for the printout, so a sheet of paper says which results it lists. */
export function describeFilter(form: HistoryFilterForm, search: string): string {
  const parts = [
    form.session === 'none' ? 'Tanpa sesi' : form.session ? `Sesi ${form.session}` : null,
    form.classRoom ? `Kelas ${form.classRoom}` : 'Semua kelas',
    form.type === 'pretest' ? 'Pre Test' : form.type === 'posttest' ? 'Post Test' : null,
    search.trim() ? `Nama memuat "${search.trim()}"` : null,
    isDay(form.fromDate) ? `dari ${showDay(form.fromDate)}` : null,
    isDay(form.toDate) ? `sampai ${showDay(form.toDate)}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
