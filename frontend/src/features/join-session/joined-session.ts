import { tabStorage } from '../../lib/tab-storage';

export interface JoinedSession {
  code: string;
  name: string;
}

/** The session this tab joined, or null when it opened PIBA without a join link. */
export function readJoinedSession(): JoinedSession | null {
  const code = tabStorage.get('joinedSessionCode');
  return code ? { code, name: tabStorage.get('joinedSessionName') ?? code } : null;
}

/** Joins a session (or leaves any, with null): the tab's later results carry its code. */
export function saveJoinedSession(session: JoinedSession | null): void {
  tabStorage.set('joinedSessionCode', session?.code ?? null);
  tabStorage.set('joinedSessionName', session?.name ?? null);
}
