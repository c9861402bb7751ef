import { saveTeacherKey } from './teacher-key';

/** The fragment's name for a key: `<address>/history#kunci=<key>`. */
export const TEACHER_LINK_PARAM = 'kunci';

/**
 * The teacher link: the results page, signed in with `key`. The key travels in the fragment,
 * which the browser never sends to the server, so it is in no request and no server log.
 * `base` is the app's address, without a trailing slash.
 */
export const teacherLink = (base: string, key: string) =>
  `${base}/history#${TEACHER_LINK_PARAM}=${encodeURIComponent(key)}`;

/** The key this tab took from a teacher link, while it is the one the tab holds. */
let keyFromLink: string | null = null;

/** Whether `key` came from a teacher link rather than the key dialog. */
export const isKeyFromLink = (key: string | null) => key !== null && key === keyFromLink;

/**
 * Signs this tab in from a teacher link: saves the fragment's key as the tab's key (as the key
 * dialog does) and takes it out of the address bar at once, so that it is not left in the
 * browser's history, in a screenshot or on a projected screen. Anything else in the fragment
 * stays. Does nothing when the address holds no key.
 */
export function takeKeyFromAddress(): void {
  const { hash, pathname, search } = window.location;
  if (hash.length < 2) return;
  const fragment = new URLSearchParams(hash.slice(1));
  if (!fragment.has(TEACHER_LINK_PARAM)) return;
  const key = (fragment.get(TEACHER_LINK_PARAM) ?? '').trim();
  fragment.delete(TEACHER_LINK_PARAM);
  const rest = fragment.toString();
  // The router's own state is kept: only the address changes.
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${rest ? `#${rest}` : ''}`,
  );
  if (!key) return;
  saveTeacherKey(key);
  keyFromLink = key;
}
