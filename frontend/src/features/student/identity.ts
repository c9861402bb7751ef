import { tabStorage } from '../../lib/tab-storage';
import { newUuid } from '../../lib/uuid';
import { startPretest } from './pre-post-rule';

/**
 * The student at this tab as they typed themselves in: the spec's tab-storage keys `name` and
 * `classroom`.
 */
export interface Identity {
  name: string | null;
  classRoom: string | null;
}

export function readIdentity(): Identity {
  return { name: tabStorage.get('name'), classRoom: tabStorage.get('classroom') };
}

/** Who this tab's student is, for "Kamu: Ani — 8A"; null when no name or class was entered. */
export function readSignedInStudent(): Identity | null {
  const identity = readIdentity();
  return identity.name === null && identity.classRoom === null ? null : identity;
}

const sameText = (stored: string | null, typed: string) =>
  stored !== null && stored.trim().toLocaleLowerCase('id') === typed.trim().toLocaleLowerCase('id');

/**
 * Whether a name and class typed in this tab are its student continuing: the name stored before
 * (with the class, when one was stored). A tab whose last student skipped the form has no name, so
 * whoever types one next is a new student.
 */
function isSameStudent(name: string, classRoom: string): boolean {
  const stored = readIdentity();
  const sameClass = stored.classRoom === null || sameText(stored.classRoom, classRoom);
  return sameText(stored.name, name) && sameClass;
}

/**
 * Trimmed values are stored; an empty field stays missing. A new student starts afresh, as after
 * "Bukan kamu?", with a participant id of their own, so their results never pair with those of
 * whoever used the tab before; the same student completing their identity keeps theirs.
 */
export function saveIdentity(name: string, classRoom: string): void {
  if (!isSameStudent(name, classRoom)) forgetStudent();
  tabStorage.set('name', name.trim() || null);
  tabStorage.set('classroom', classRoom.trim() || null);
  participantId();
}

/**
 * This tab's student: made when they enter their identity, or at the first quiz if they skipped it.
 *
 * The participant id is a random UUID made here in the tab and sent with every result; it pairs a
 * student's pre-test with their post-test. The participant code is another thing: eight letters
 * and digits the server makes for exports with a keyed hash of the result's session, class and
 * name. Neither is made from the other: the id follows this tab's student (or the pre-test a
 * returning student adopts), the code follows the session, class and name a result carries.
 */
export function participantId(): string {
  const existing = tabStorage.get('participantId');
  if (existing) return existing;
  const id = newUuid();
  tabStorage.set('participantId', id);
  return id;
}

/**
 * A returning student's participant id, from their pre-test on another computer or day: this
 * tab's results carry it from now on, so the post-test pairs with that pre-test.
 */
export function adoptParticipantId(id: string): void {
  tabStorage.set('participantId', id);
}

/**
 * "Bukan kamu?": the next student at this tab starts afresh, with the pre-test. Everything this
 * tab keeps about the student goes; the teacher's key and the joined session stay. Results still
 * in the outbox keep their own name, class and participant and are sent as they are.
 */
export function forgetStudent(): void {
  for (const key of [
    'name',
    'classroom',
    'participantId',
    'score',
    'percentage',
    'pretestPercentage',
    'posttestPercentage',
    'answersInProgress',
    'pendingSubmissions',
    'materialsSeenFirst',
    'delayedTest',
    'arrival',
  ] as const) {
    tabStorage.remove(key);
  }
  startPretest();
}
