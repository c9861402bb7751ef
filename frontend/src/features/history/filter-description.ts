import { type HistoryFilterForm, isDay } from './filter-form';

// Made on first use, for a printout: an `Intl.DateTimeFormat` made as the results page loads costs
// the browser its locale data there, 150 ms of blocking time on a slow laptop (docs/benchmarks.md).
let dayFormat: Intl.DateTimeFormat | undefined;
const showDay = (day: string) =>
  (dayFormat ??= new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: 'UTC' })).format(
    new Date(`${day}T00:00:00Z`),
  );

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
