import { requestAccessStatusEarly } from '../features/teacher-access';
import { loadLessonPack } from '../features/lesson-pack';
import { teacherPageAt } from './teacher-pages';

/**
 * A teacher page opened by its address asks for its first data as soon as the main bundle runs
 * (early-requests.ts). That code, and the paths of every teacher page's first requests, are a
 * chunk of their own, downloaded only on a teacher page: a student's page never loads them.
 */
export function requestTeacherPageDataEarly(location: Pick<Location, 'pathname' | 'search'>) {
  const page = teacherPageAt(location.pathname);
  if (!page || page.firstRequests.length === 0) return;
  const { pathname, search } = location;
  void import('./early-requests').then(({ requestPageDataEarly }) =>
    requestPageDataEarly({ pathname, search }),
  );
}

/**
 * Whether the server runs open (no admin key), which the top of the home page and of the
 * teacher's pages says, is asked for as the app starts, on any page: each of those pages is drawn
 * with the answer in (router.tsx), whichever page the visit began on.
 */
export { requestAccessStatusEarly };

/** The student pages that show the lesson: home, a topic, the quiz. */
const LESSON_PAGE = /^\/($|topics\/[^/]+\/?$|questions\/?$)/;

/**
 * A page of the lesson asks for the tab's lesson pack (the session's version, else the default
 * pack) as the app starts, beside the page's own code: the page is drawn with it (router.tsx)
 * without a further round trip.
 */
export function requestLessonPackEarly({ pathname }: Pick<Location, 'pathname'>) {
  if (LESSON_PAGE.test(pathname)) void loadLessonPack();
}
