/**
 * What the app reads of its address beyond wouter's own hooks. wouter (Link, Route, Switch,
 * useLocation for the path and `navigate`, useParams, useSearchParams) is used directly; the app
 * runs on the browser's address, wouter's default, and so do its tests (jsdom's). A navigation
 * that carries a `state` (navigate(to, { state })) is read back with `useHistoryState`.
 */
import { useLocationProperty } from 'wouter/use-browser-location';

export { useHistoryState } from 'wouter/use-browser-location';

const currentHash = () => location.hash;
const currentSearch = () => location.search;

/** The address's fragment (`#materi`), '' without one; follows every navigation. */
export const useHash = () => useLocationProperty(currentHash);

/**
 * The address's search as the browser has it (`?sesi=K7P3QX`, '' when empty). wouter's useSearch
 * decodes it once before URLSearchParams decodes it again, which would read a name searched for
 * with a `%` in it wrongly.
 */
export const useAddressSearch = () => useLocationProperty(currentSearch);
