/**
 * The teacher's pages, each named once (docs/architecture.md, "Adding a teacher page"). The
 * router, the early requests, the page shells (build-plugins/page-shells.ts) and the service worker's
 * precache (build-plugins/pwa.ts) are all derived from this list. It imports nothing, so the build's
 * configuration can read it too.
 */

/** What a page asks for first, before its own code has loaded (early-requests.ts). */
export type FirstRequest = 'teacher-scope' | 'first-results-page' | 'analysis' | 'audit-log';

export interface TeacherPage {
  /** Its address; a part `:name` stands for any one segment (a route parameter, as wouter writes it). */
  path: string;
  /** Its route module, `src/app/routes/<route>.tsx`: a chunk of its own, loaded lazily. */
  route: string;
  firstRequests: readonly FirstRequest[];
  /** Whether the service worker keeps it for offline use. Student pages are; these are not. */
  precached: boolean;
}

export const TEACHER_PAGES: readonly TeacherPage[] = [
  {
    path: '/history',
    route: 'history',
    firstRequests: ['teacher-scope', 'first-results-page'],
    precached: false,
  },
  {
    path: '/history/analytics',
    route: 'analytics',
    firstRequests: ['teacher-scope', 'analysis'],
    precached: false,
  },
  { path: '/history/sessions', route: 'sessions', firstRequests: [], precached: false },
  {
    path: '/history/audit',
    route: 'audit',
    firstRequests: ['teacher-scope', 'audit-log'],
    precached: false,
  },
  { path: '/history/packs', route: 'packs', firstRequests: [], precached: false },
  // A path with a parameter has no shell of its own: index.html answers it.
  { path: '/history/packs/:id', route: 'pack-draft', firstRequests: [], precached: false },
];

/** The layout every teacher page renders in; it loads with the page. */
export const TEACHER_LAYOUT_MODULE = 'src/app/teacher-layout.tsx';

/** The code of the first requests (early-requests.ts): a chunk only teacher pages load. */
export const EARLY_REQUESTS_MODULE = 'src/app/early-requests.ts';

export const routeModule = (page: TeacherPage) => `src/app/routes/${page.route}.tsx`;

/** The HTML the server answers the page's address with (build-plugins/page-shells.ts). */
export const shellFile = (page: TeacherPage) => `pages${page.path}.html`;

/** Whether a page's path has a parameter (`/history/packs/:id`). */
export const hasParameter = (page: TeacherPage) => page.path.includes('/:');

/** Whether `path` (in lower case) is `page`'s. */
const matches = (page: TeacherPage, path: string) => {
  const want = page.path.toLowerCase().split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? have[index] !== '' : part === have[index]))
  );
};

/** The teacher page at an address as the router matches it: a trailing slash allowed, any case. */
export const teacherPageAt = (pathname: string) => {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  return TEACHER_PAGES.find((page) => matches(page, path));
};
