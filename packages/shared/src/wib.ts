/**
 * Times are stored in UTC and read in Indonesia's western time zone (WIB, Asia/Jakarta). One
 * form everywhere, on screen, in print and in the CSV: `2026-11-21 08:05`, which spreadsheets
 * read as a date and time and which sorts as text.
 *
 * WIB is UTC+7 all year: Indonesia has kept no daylight saving time since 1964. A fixed offset
 * therefore reads it exactly, and costs nothing, where a time-zone `Intl.DateTimeFormat` made
 * the browser load its zone data as the results page started: 20–40 ms on a fast machine,
 * several times that on a school laptop (docs/benchmarks.md).
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The WIB wall-clock time of an instant, as a Date whose UTC fields read it: for a workbook's
 * date cells, which have no time zone.
 */
export const wibWallTime = (instant: string | Date) =>
  new Date(new Date(instant).getTime() + WIB_OFFSET_MS);

/** `2026-11-21 08:05` for 2026-11-21T01:05Z. An invalid instant throws a RangeError. */
export const formatWib = (instant: string | Date) =>
  wibWallTime(instant).toISOString().slice(0, 16).replace('T', ' ');

/** `2026-11-21`: the WIB date, for file names. */
export const wibDate = (instant: string | Date) => formatWib(instant).slice(0, 10);

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/**
 * `25 November 2026, pukul 09.15 WIB` for 2026-11-25T02:15Z: the date and time as an Indonesian
 * letter or report writes them (a dot between hours and minutes), for print. Exports and tables
 * keep the sortable `formatWib`. An invalid instant throws a RangeError.
 */
export function formatWibLong(instant: string | Date): string {
  const [date, time] = formatWib(instant).split(' ');
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, pukul ${time.replace(':', '.')} WIB`;
}

/** `25 November 2026`: the WIB date alone, as a report writes it. */
export const formatWibDateLong = (instant: string | Date) =>
  formatWibLong(instant).split(', pukul')[0];
