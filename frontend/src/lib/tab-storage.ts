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
  // The post-test's percentage text: home then says the student's journey is done.
  posttestPercentage: 'posttestPercentage',
  // The quiz's answers chosen so far, so a reload or a restored tab does not lose them.
  answersInProgress: 'answersInProgress',
  // The session this tab joined by its link (join code and name); every result carries the code.
  joinedSessionCode: 'joinedSessionCode',
  joinedSessionName: 'joinedSessionName',
  // '1' once the student opened the slides or the video before their pre-test was taken.
  materialsSeenFirst: 'materialsSeenFirst',
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

const sameText = (stored: string | null, typed: string) =>
  stored !== null && stored.trim().toLocaleLowerCase('id') === typed.trim().toLocaleLowerCase('id');

/**
 * Whether a name and class typed in this tab are its student continuing: the name stored before
 * (with the class, when one was stored). A tab whose last student skipped the form has no name, so
 * whoever types one next is a new student.
 */
function isSameStudent(name: string, classroom: string): boolean {
  const stored = readIdentity();
  const sameClass = stored.classroom === null || sameText(stored.classroom, classroom);
  return sameText(stored.name, name) && sameClass;
}

/**
 * Trimmed values are stored; an empty field stays missing. A new student starts afresh, as after
 * "Bukan kamu?", with a participant id of their own, so their results never pair with those of
 * whoever used the tab before; the same student completing their identity keeps theirs.
 */
export function saveIdentity(name: string, classroom: string): void {
  if (!isSameStudent(name, classroom)) forgetStudent();
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

/**
 * A returning student's participant id, from their pre-test on another computer or day: this
 * tab's results carry it from now on, so the post-test pairs with that pre-test.
 */
export function adoptParticipantId(id: string): void {
  write(KEYS.participantId, id);
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

/** Whether this tab's pre-test is still to be taken: not saved, and not waiting in the outbox. */
export function isPretestAhead(): boolean {
  return read(KEYS.isPretest) !== '0' && readPending().length === 0;
}

/** The student opened the materials before their pre-test; the pre-test's result says so. */
export function markMaterialsSeenFirst(): void {
  write(KEYS.materialsSeenFirst, '1');
}

export function readMaterialsSeenFirst(): boolean {
  return read(KEYS.materialsSeenFirst) === '1';
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

export function savePosttestPercentage(percentage: string): void {
  write(KEYS.posttestPercentage, percentage);
}

export function readPosttestPercentage(): string | null {
  return read(KEYS.posttestPercentage);
}

/**
 * The options chosen so far in the quiz, by question name. Kept in tab storage, never in
 * localStorage: on a shared lab computer the next student must not find them.
 */
export function readAnswersInProgress(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(read(KEYS.answersInProgress) ?? '{}');
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
    const entries: [string, unknown][] = Object.entries(stored);
    return Object.fromEntries(
      entries.filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  } catch {
    return {};
  }
}

export function saveAnswersInProgress(answers: Record<string, number | undefined>): void {
  const chosen = Object.entries(answers).filter(([, value]) => value !== undefined);
  write(
    KEYS.answersInProgress,
    chosen.length > 0 ? JSON.stringify(Object.fromEntries(chosen)) : null,
  );
}

export function clearAnswersInProgress(): void {
  write(KEYS.answersInProgress, null);
}

/** Who this tab's student is, for "Kamu: Ani — 8A"; null when no name or class was entered. */
export function readSignedInStudent(): Identity | null {
  const identity = readIdentity();
  return identity.name === null && identity.classroom === null ? null : identity;
}

/**
 * "Bukan kamu?": the next student at this tab starts afresh, with the pre-test. Everything this
 * tab keeps about the student goes; the teacher's key and the joined session stay. Results still
 * in the outbox keep their own name, class and participant and are sent as they are.
 */
export function forgetStudent(): void {
  for (const key of [
    KEYS.name,
    KEYS.classroom,
    KEYS.participantId,
    KEYS.score,
    KEYS.percentage,
    KEYS.pretestPercentage,
    KEYS.posttestPercentage,
    KEYS.answersInProgress,
    KEYS.pendingSubmissions,
    KEYS.materialsSeenFirst,
  ]) {
    write(key, null);
  }
  write(KEYS.isPretest, '1');
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

interface PendingSubmission {
  id: string;
  /** The participant the result belongs to; only their confirmation may end this tab's pre-test. */
  participant: string | null;
}

function readPending(): PendingSubmission[] {
  try {
    const stored: unknown = JSON.parse(read(KEYS.pendingSubmissions) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item: unknown): PendingSubmission[] => {
      // A bare id was written before results carried their participant here: this tab's then.
      if (typeof item === 'string') return [{ id: item, participant: read(KEYS.participantId) }];
      if (item === null || typeof item !== 'object') return [];
      const { id, participant } = item as Record<string, unknown>;
      if (typeof id !== 'string') return [];
      return [{ id, participant: typeof participant === 'string' ? participant : null }];
    });
  } catch {
    return [];
  }
}

function writePending(pending: PendingSubmission[]): void {
  write(KEYS.pendingSubmissions, pending.length > 0 ? JSON.stringify(pending) : null);
}

export function readPendingSubmissions(): string[] {
  return readPending().map(({ id }) => id);
}

/** A result this tab sent to the outbox, with the participant it was made for; see settleSubmission. */
export function rememberSubmission(
  id: string,
  participant: string | null = read(KEYS.participantId),
): void {
  writePending([...readPending().filter((other) => other.id !== id), { id, participant }]);
}

/**
 * The pre/post rule with the outbox: isPretest becomes '0' only when a result made in this tab, by
 * the student signed in now, is confirmed saved, now or later. Results of other tabs, and of a
 * student who has since made way for the next one ("Bukan kamu?"), never change this tab's quiz.
 */
export function settleSubmission(id: string, saved: boolean): void {
  const pending = readPending();
  const settled = pending.find((other) => other.id === id);
  if (!settled) return;
  writePending(pending.filter((other) => other.id !== id));
  if (saved && settled.participant === read(KEYS.participantId)) markPretestDone();
}
