import type { AccessStatus } from '@piba/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * How long a page waits for the early answer before it is drawn without it: the answer is small
 * and asked for beside the page's code, so it is nearly always in first; a server or network that
 * holds it longer does not hold the page.
 */
export const ACCESS_STATUS_WAIT_MS = 1000;

/** The API path that answers whether the server runs open (the page shells preload it). */
export const ACCESS_STATUS_PATH = '/teacher/access';

/** `GET /api/teacher/access`; null when the server cannot be asked (offline, an error). */
const askAccessStatus = () =>
  apiRequest<AccessStatus>(ACCESS_STATUS_PATH).then(
    (status) => status,
    () => null,
  );

let early: Promise<AccessStatus | null> | undefined;
let earlyAnswer: AccessStatus | null | undefined;

/**
 * Asks the server, as the app starts, whether it runs open (no admin key) and how long it keeps
 * results: the open-access banner at the top of the home page and of the teacher's pages, and the
 * privacy notice, show its answer. Asked beside the page's code, the answer is in when the page is
 * first drawn, so the banner is drawn with the page rather than pushing it down a moment later.
 */
export function requestAccessStatusEarly(): void {
  if (early) return;
  early = askAccessStatus();
  void early.then((status) => (earlyAnswer = status));
}

/** The early answer once it is in; undefined before, or when none was asked for (tests). */
export const earlyAccessStatus = () => earlyAnswer;

/** The early answer (one request per page load), or a request of its own when none was made. */
export const accessStatus = () => early ?? askAccessStatus();

/**
 * Resolves once the early answer is in, or after `waitMs`; at once when none was asked for.
 * A page whose top shows the banner is drawn only then (app/router.tsx).
 */
export function accessStatusSettled(waitMs = ACCESS_STATUS_WAIT_MS): Promise<void> {
  const asked = early;
  if (!asked || earlyAnswer !== undefined) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, waitMs);
    void asked.then(() => {
      clearTimeout(timer);
      done();
    });
  });
}
