import { newUuid } from './uuid';

/**
 * Tab storage: the only module that touches the browser's sessionStorage. The values of
 * docs/product.md, "Values kept per browser tab", live as long as the tab.
 * Storage can throw (blocked cookies, private modes); the app then behaves as if it were empty.
 */
const KEYS = {
  name: 'name',
  classroom: 'classroom',
  isPretest: 'isPretest',
  score: 'score',
  percentage: 'percentage',
  // The teacher's access key for the results table, kept only for this tab.
  teacherKey: 'teacherKey',
  // Quiz results of this tab still in the outbox; saving one of them ends the pre-test.
  pendingSubmissions: 'pendingSubmissions',
  // Pairs this student's pre- and post-test even when the typed name differs.
  participantId: 'participantId',
  // The pre-test's percentage text, so the post-test's score can be shown beside it.
  pretestPercentage: 'pretestPercentage',
  // The session this tab joined by its link (join code and name); every result carries the code.
  joinedSessionCode: 'joinedSessionCode',
  joinedSessionName: 'joinedSessionName',
} as const;

type TabKey = (typeof KEYS)[keyof typeof KEYS];

function read(key: TabKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: TabKey, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing useful to do: the quiz still works, it just is not remembered.
  }
}

export interface Identity {
  name: string | null;
  classroom: string | null;
}

export function readIdentity(): Identity {
  return { name: read(KEYS.name), classroom: read(KEYS.classroom) };
}

/** Trimmed values are stored; an empty field stays missing. The student gets a participant id. */
export function saveIdentity(name: string, classroom: string): void {
  write(KEYS.name, name.trim() || null);
  write(KEYS.classroom, classroom.trim() || null);
  participantId();
}

/** This tab's student: made when they enter their identity, or at the first quiz if they skipped it. */
export function participantId(): string {
  const existing = read(KEYS.participantId);
  if (existing) return existing;
  const id = newUuid();
  write(KEYS.participantId, id);
  return id;
}

export function isIdentityIncomplete(): boolean {
  return [KEYS.isPretest, KEYS.name, KEYS.classroom].some((key) => read(key) === null);
}

/** A visit to home with anything missing starts over with a pre-test (the pre/post rule). */
export function startPretestIfIncomplete(): boolean {
  const incomplete = isIdentityIncomplete();
  if (incomplete) write(KEYS.isPretest, '1');
  return incomplete;
}

export function readIsPretest(): string | null {
  return read(KEYS.isPretest);
}

export function markPretestDone(): void {
  write(KEYS.isPretest, '0');
}

export interface StoredScore {
  score: string | null;
  percentage: string | null;
}

export function saveScore(score: string, percentage: string): void {
  write(KEYS.score, score);
  write(KEYS.percentage, percentage);
}

export function readScore(): StoredScore {
  return { score: read(KEYS.score), percentage: read(KEYS.percentage) };
}

export function clearScore(): void {
  write(KEYS.score, null);
  write(KEYS.percentage, null);
}

export function savePretestPercentage(percentage: string): void {
  write(KEYS.pretestPercentage, percentage);
}

export function readPretestPercentage(): string | null {
  return read(KEYS.pretestPercentage);
}

export interface JoinedSession {
  code: string;
  name: string;
}

/** The session this tab joined, or null when it opened PIBA without a join link. */
export function readJoinedSession(): JoinedSession | null {
  const code = read(KEYS.joinedSessionCode);
  return code ? { code, name: read(KEYS.joinedSessionName) ?? code } : null;
}

/** Joins a session (or leaves any, with null): the tab's later results carry its code. */
export function saveJoinedSession(session: JoinedSession | null): void {
  write(KEYS.joinedSessionCode, session?.code ?? null);
  write(KEYS.joinedSessionName, session?.name ?? null);
}

export function readTeacherKey(): string | null {
  return read(KEYS.teacherKey);
}

export function saveTeacherKey(key: string | null): void {
  write(KEYS.teacherKey, key);
}

export function readPendingSubmissions(): string[] {
  try {
    const ids: unknown = JSON.parse(read(KEYS.pendingSubmissions) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writePendingSubmissions(ids: string[]): void {
  write(KEYS.pendingSubmissions, ids.length > 0 ? JSON.stringify(ids) : null);
}

/** A result this tab sent to the outbox; see settleSubmission. */
export function rememberSubmission(id: string): void {
  writePendingSubmissions([...readPendingSubmissions().filter((other) => other !== id), id]);
}

/**
 * The pre/post rule with the outbox: isPretest becomes '0' only when a result made in this tab is
 * confirmed saved, now or later. Results of other tabs never change this tab's quiz.
 */
export function settleSubmission(id: string, saved: boolean): void {
  const pending = readPendingSubmissions();
  if (!pending.includes(id)) return;
  writePendingSubmissions(pending.filter((other) => other !== id));
  if (saved) markPretestDone();
}
