import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { parse } from 'regexparam';
import { Route, Switch, useLocation } from 'wouter';
import { UpdatePrompt } from '../features/app-update';
import { loadLessonPack } from '../features/lesson-pack';
import { accessStatusSettled } from '../features/teacher-access';
import { preloadable } from '../lib/preloadable';
import { AppErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';
import { routeModules } from './route-modules';
import { TEACHER_PAGES, teacherPageAt, type TeacherPage } from './teacher-pages';

/**
 * The home page and the teacher's pages begin with the open-access banner when the server runs
 * open: each is drawn once the server's early answer is in (main.tsx asks beside the page's
 * code), with the banner in place rather than pushing the page down when it arrives.
 */
const withAccessStatus = <T,>(page: Promise<T>) =>
  Promise.all([page, accessStatusSettled()]).then(([loaded]) => loaded);

/**
 * The pages of the lesson (home, a topic, the quiz) are drawn with the tab's lesson pack in, or
 * with the message that it is out of reach, never with room left for it (early-requests.ts asks
 * for it beside the page's code).
 */
const withLessonPack = <T,>(page: Promise<T>) =>
  Promise.all([page, loadLessonPack()]).then(([loaded]) => loaded);

// Every page is its own chunk, so the teacher pages never weigh on the student pages.
const HomeRoute = preloadable(() => withLessonPack(withAccessStatus(import('./routes/home'))));
const TopicRoute = preloadable(() => withLessonPack(import('./routes/topic')));
const QuestionsRoute = preloadable(() => withLessonPack(import('./routes/questions')));
const JoinRoute = preloadable(() => import('./routes/join'));
const PrivacyRoute = preloadable(() => import('./routes/privacy'));
/** The student's pages by path, in the order the router matches them. */
const STUDENT_ROUTES = [
  { path: '/', Page: HomeRoute },
  { path: '/topics/:slide', Page: TopicRoute },
  { path: '/questions', Page: QuestionsRoute },
  { path: '/s/:code', Page: JoinRoute },
  { path: '/privasi', Page: PrivacyRoute },
].map((route) => ({ ...route, pattern: parse(route.path).pattern }));

function loaderOf(page: TeacherPage) {
  const load = routeModules[`./routes/${page.route}.tsx`];
  if (!load) throw new Error(`No route module src/app/routes/${page.route}.tsx`);
  return load;
}
const teacherRoutes = TEACHER_PAGES.map((page) => ({ page, Page: preloadable(loaderOf(page)) }));
const teacherRouteAt = (pathname: string) => {
  const page = teacherPageAt(pathname);
  return teacherRoutes.find((route) => route.page === page);
};
// The layout renders its page only once it has loaded: the page opened directly downloads beside
// it rather than after it (the browser fetches each module once).
const TeacherLayout = preloadable<{ children: ReactNode }>(() => {
  // A failed download shows when the page itself loads.
  teacherRouteAt(window.location.pathname)
    ?.Page.preload()
    .catch(() => undefined);
  return withAccessStatus(import('./teacher-layout'));
});
const NotFoundRoute = preloadable(() => import('./routes/not-found'));
/** Any teacher page's path, as the router matches each (a trailing slash allowed, any case). */
const TEACHER_PATHS = new RegExp(
  TEACHER_PAGES.map((page) => parse(page.path).pattern.source).join('|'),
  'i',
);

/**
 * Loads the code (and what it is drawn with: the lesson pack, whether the server runs open) of the
 * page at `pathname`, as the router would draw it. Called before the app's first render
 * (main.tsx), which then draws the page at once rather than its spinner first; the page shell's
 * loading text stays until then. Rejects as the page's own download would.
 */
export function loadPageAt(pathname: string): Promise<unknown> {
  if (TEACHER_PATHS.test(pathname)) {
    return Promise.all([TeacherLayout.preload(), teacherRouteAt(pathname)?.Page.preload()]);
  }
  const route = STUDENT_ROUTES.find(({ pattern }) => pattern.test(pathname));
  return (route?.Page ?? NotFoundRoute).preload();
}

function ScrollToTop({ path }: { path: string }) {
  useLayoutEffect(() => {
    // Braces matter: newer browsers return a Promise from scrollTo, which React rejects.
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}

export function AppRoutes() {
  const [pathname] = useLocation();
  return (
    // Keyed by path so a page that failed (e.g. its chunk did not download) is retried on leaving.
    <AppErrorBoundary
      key={pathname}
      title="Halaman gagal dimuat"
      message="Periksa koneksi internetmu, lalu muat ulang halaman."
    >
      <ScrollToTop path={pathname} />
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {STUDENT_ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path} component={Page} />
          ))}
          {/* The teacher's pages, each drawn inside the layout they share. */}
          <Route path={TEACHER_PATHS}>
            <TeacherLayout>
              <Switch>
                {teacherRoutes.map(({ page, Page }) => (
                  <Route key={page.path} path={page.path} component={Page} />
                ))}
              </Switch>
            </TeacherLayout>
          </Route>
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
      {/* A new version waits while the quiz is open; it shows once the student leaves it. */}
      <UpdatePrompt deferred={pathname === '/questions'} />
    </AppErrorBoundary>
  );
}
