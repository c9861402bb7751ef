/**
 * The chosen class and session live in the page's address (`?sesi=…&kelas=…`), so a teacher can
 * bookmark, share or go back to them. A session is chosen by its join code, or `none` for results
 * without one; '' is all. `ditandai=1`: the tests use the flagged pairs too.
 */
export const CLASS_PARAM = 'kelas';
export const SESSION_PARAM = 'sesi';
export const FLAGGED_PARAM = 'ditandai';

/**
 * The API path of the analysis of one class, or of every class when `classRoom` is ''; likewise
 * `session`. The tests leave the flagged pairs out unless `includeFlagged`.
 */
export function analyticsApiPath(classRoom: string, session: string, includeFlagged = false) {
  const params = Object.fromEntries(
    Object.entries({ session, classRoom, includeFlagged: includeFlagged ? 'true' : '' }).filter(
      ([, value]) => value,
    ),
  );
  const query = Object.keys(params).length > 0 ? `?${new URLSearchParams(params)}` : '';
  return `/analytics${query}`;
}
