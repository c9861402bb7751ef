/**
 * Times are stored in UTC and read in Indonesia's western time zone (WIB, Asia/Jakarta). One
 * form everywhere, on screen, in print and in the CSV: `2026-11-21 08:05`, which spreadsheets
 * read as a date and time and which sorts as text.
 */
const wib = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  dateStyle: 'short',
  timeStyle: 'short',
});

export const formatWib = (instant: string | Date) => wib.format(new Date(instant));

/** `2026-11-21`: the WIB date, for file names. */
export const wibDate = (instant: string | Date) => formatWib(instant).slice(0, 10);
