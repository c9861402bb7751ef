/**
 * The chosen class and session live in the page's address (`?sesi=…&kelas=…`), so a teacher can
 * bookmark, share or go back to them. A session is chosen by its join code, or `none` for results
 * without one; '' is all.
 */
export const CLASS_PARAM = 'kelas';
export const SESSION_PARAM = 'sesi';

/** The API path of the analysis of one class, or of every class when `classRoom` is ''; likewise `session`. */
export function analyticsApiPath(classRoom: string, session: string): string {
  const params = Object.fromEntries(
    Object.entries({ session, classRoom }).filter(([, value]) => value),
  );
  const query = Object.keys(params).length > 0 ? `?${new URLSearchParams(params)}` : '';
  return `/analytics${query}`;
}
