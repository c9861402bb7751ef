import type { TestType } from '@piba/shared';
import { tabStorage } from '../../lib/tab-storage';

/**
 * The pre/post rule (docs/product.md, "The pre/post rule"): which quiz this tab's student takes
 * next, kept in tab storage as `isPretest`. A tab starts with the pre-test; only a result of the
 * student signed in now, confirmed saved however late, moves them on to the post-test.
 */

/** A quiz's type from tab storage's `isPretest`: '1' means the pre-test; anything else, missing included, the post-test. */
export function testTypeOf(isPretest: string | null): TestType {
  const pretest = isPretest === '1';
  return { is_pretest: pretest, is_posttest: !pretest };
}

export function readIsPretest(): string | null {
  return tabStorage.get('isPretest');
}

/** The type of the quiz this tab's student is about to take. */
export const nextTestType = (): TestType => testTypeOf(readIsPretest());

export function markPretestDone(): void {
  tabStorage.set('isPretest', '0');
}

/** A new student at this tab starts with the pre-test. */
export function startPretest(): void {
  tabStorage.set('isPretest', '1');
}

export function isIdentityIncomplete(): boolean {
  return (['isPretest', 'name', 'classroom'] as const).some((key) => tabStorage.get(key) === null);
}

/** A visit to home with anything missing starts over with a pre-test. */
export function startPretestIfIncomplete(): boolean {
  const incomplete = isIdentityIncomplete();
  if (incomplete) startPretest();
  return incomplete;
}

/** Whether this tab's pre-test is still to be taken: not saved, and not waiting in the outbox. */
export function isPretestAhead(): boolean {
  return readIsPretest() !== '0' && readPending().length === 0;
}

/** The student opened the materials before their pre-test; the pre-test's result says so. */
export function markMaterialsSeenFirst(): void {
  tabStorage.set('materialsSeenFirst', '1');
}

export function readMaterialsSeenFirst(): boolean {
  return tabStorage.get('materialsSeenFirst') === '1';
}

interface PendingSubmission {
  id: string;
  /** The participant the result belongs to; only their confirmation may end this tab's pre-test. */
  participant: string | null;
}

const signedInParticipant = () => tabStorage.get('participantId');

function readPending(): PendingSubmission[] {
  try {
    const stored: unknown = JSON.parse(tabStorage.get('pendingSubmissions') ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item: unknown): PendingSubmission[] => {
      // A bare id was written before results carried their participant here: this tab's then.
      if (typeof item === 'string') return [{ id: item, participant: signedInParticipant() }];
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
  tabStorage.set('pendingSubmissions', pending.length > 0 ? JSON.stringify(pending) : null);
}

/** This tab's results still in the outbox. */
export function readPendingSubmissions(): string[] {
  return readPending().map(({ id }) => id);
}

/** A result this tab sent to the outbox, with the participant it was made for; see settleSubmission. */
export function rememberSubmission(
  id: string,
  participant: string | null = signedInParticipant(),
): void {
  writePending([...readPending().filter((other) => other.id !== id), { id, participant }]);
}

/**
 * The outbox settled a result, now or later: isPretest becomes '0' only when a result made in this
 * tab, by the student signed in now, is confirmed saved. Results of other tabs, and of a student
 * who has since made way for the next one ("Bukan kamu?"), never change this tab's quiz.
 */
export function settleSubmission(id: string, saved: boolean): void {
  const pending = readPending();
  const settled = pending.find((other) => other.id === id);
  if (!settled) return;
  writePending(pending.filter((other) => other.id !== id));
  if (saved && settled.participant === signedInParticipant()) markPretestDone();
}
