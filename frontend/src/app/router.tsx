import { lazy, Suspense, useLayoutEffect } from 'react';
import { parse } from 'regexparam';
import { Route, Switch, useLocation } from 'wouter';
import { UpdatePrompt } from '../features/app-update';
import { loadLessonPack } from '../features/lesson-pack';
import { accessStatusSettled } from '../features/teacher-access';
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
const HomeRoute = lazy(() => withLessonPack(withAccessStatus(import('./routes/home'))));
const TopicRoute = lazy(() => withLessonPack(import('./routes/topic')));
const QuestionsRoute = lazy(() => withLessonPack(import('./routes/questions')));
const JoinRoute = lazy(() => import('./routes/join'));
const PrivacyRoute = lazy(() => import('./routes/privacy'));

function loaderOf(page: TeacherPage) {
  const load = routeModules[`./routes/${page.route}.tsx`];
  if (!load) throw new Error(`No route module src/app/routes/${page.route}.tsx`);
  return load;
}
const teacherRoutes = TEACHER_PAGES.map((page) => ({ page, Page: lazy(loaderOf(page)) }));
// The layout renders its page only once it has loaded: the page opened directly downloads beside
// it rather than after it (the browser fetches each module once).
const TeacherLayout = lazy(() => {
  const page = teacherPageAt(window.location.pathname);
  // A failed download shows when the page itself loads.
  if (page) loaderOf(page)().catch(() => undefined);
  return withAccessStatus(import('./teacher-layout'));
});
const NotFoundRoute = lazy(() => import('./routes/not-found'));
/** Any teacher page's path, as the router matches each (a trailing slash allowed, any case). */
const TEACHER_PATHS = new RegExp(
  TEACHER_PAGES.map((page) => parse(page.path).pattern.source).join('|'),
  'i',
);

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
          <Route path="/" component={HomeRoute} />
          <Route path="/topics/:slide" component={TopicRoute} />
          <Route path="/questions" component={QuestionsRoute} />
          <Route path="/s/:code" component={JoinRoute} />
          <Route path="/privasi" component={PrivacyRoute} />
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
