import { useSyncExternalStore } from 'react';
import { JOIN_CODE_PATTERN, normalizeJoinCode } from '@piba/shared';
import { ApiError } from '../../lib/api-client';
import { loadLessonPack, savePackVersion } from '../lesson-pack';
import { type JoinedSession, readJoinedSession, saveJoinedSession } from './joined-session';
import { lookUpSession } from './api/look-up-session';
import { saveSessionDesign } from './session-design';

/** What joining by a code came to; `code` is the typed code as the server stores codes. */
export type JoinOutcome =
  | { state: 'joined'; session: JoinedSession }
  | { state: 'unknown'; code: string }
  | { state: 'closed'; code: string; name: string }
  | { state: 'unreachable'; code: string };

const listeners = new Set<() => void>();
let changes = 0;

/** Joins a session for this tab (or leaves any, with null), and redraws whoever shows it. */
export function setJoinedSession(session: JoinedSession | null): void {
  saveJoinedSession(session);
  // Without a session the tab's lesson is the default pack's.
  if (session === null) {
    savePackVersion(null);
    saveSessionDesign(null);
  }
  changes += 1;
  for (const listener of listeners) listener();
}

/** The session this tab joined, kept up to date when a code typed on the same page joins one. */
export function useJoinedSession(): JoinedSession | null {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => changes,
  );
  return readJoinedSession();
}

/**
 * What a join link and the "Kode sesi" field both do: a code typed in any case, with dashes or
 * spaces, is looked up, and an open session is joined for this tab. A code that cannot be a join
 * code is unknown without asking the server. The session's pack version becomes the tab's lesson,
 * loaded before the join settles, so that home is drawn with it. Rejects only when `signal`
 * aborts it.
 */
export async function joinByCode(typed: string, signal?: AbortSignal): Promise<JoinOutcome> {
  const code = normalizeJoinCode(typed);
  if (!JOIN_CODE_PATTERN.test(code)) return { state: 'unknown', code };
  try {
    const session = await lookUpSession(code, signal);
    if (!session.open) return { state: 'closed', code, name: session.name };
    const joined = { code: session.code, name: session.name };
    savePackVersion(session.pack_version ?? null);
    saveSessionDesign(session);
    // Out of reach, the lesson's pages say so; joining still counts.
    await loadLessonPack();
    setJoinedSession(joined);
    return { state: 'joined', session: joined };
  } catch (error) {
    if (signal?.aborted) throw error;
    const notFound = error instanceof ApiError && error.status === 404;
    return { state: notFound ? 'unknown' : 'unreachable', code };
  }
}
