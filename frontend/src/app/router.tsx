import { lazy, Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UpdatePrompt } from '../features/app-update';
import { AppErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';

// Every page is its own chunk, so the history grid never weighs on the student pages.
// Declarative routes rather than a data router: the app uses no loaders or actions, and
// the data router would add ~16 KB of gzipped JavaScript to every page.
const HomeRoute = lazy(() => import('./routes/home'));
const TopicRoute = lazy(() => import('./routes/topic'));
const QuestionsRoute = lazy(() => import('./routes/questions'));
const HistoryRoute = lazy(() => import('./routes/history'));
const AnalyticsRoute = lazy(() => import('./routes/analytics'));
const TeacherLayout = lazy(() => import('./teacher-layout'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

function ScrollToTop({ path }: { path: string }) {
  useLayoutEffect(() => {
    // Braces matter: newer browsers return a Promise from scrollTo, which React rejects.
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by path so a page that failed (e.g. its chunk did not download) is retried on leaving.
    <AppErrorBoundary
      key={pathname}
      title="Halaman gagal dimuat"
      message="Periksa koneksi internetmu, lalu muat ulang halaman."
    >
      <ScrollToTop path={pathname} />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route path="/topics/:slide" element={<TopicRoute />} />
          <Route path="/questions" element={<QuestionsRoute />} />
          <Route element={<TeacherLayout />}>
            <Route path="/history" element={<HistoryRoute />} />
            <Route path="/history/analytics" element={<AnalyticsRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
      {/* A new version waits while the quiz is open; it shows once the student leaves it. */}
      <UpdatePrompt deferred={pathname === '/questions'} />
    </AppErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
