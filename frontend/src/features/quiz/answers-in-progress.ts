import { tabStorage } from '../../lib/tab-storage';

/**
 * The options chosen so far in the quiz, by question name. Kept in tab storage, never in
 * localStorage: on a shared lab computer the next student must not find them.
 */
export function readAnswersInProgress(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(tabStorage.get('answersInProgress') ?? '{}');
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
  tabStorage.set(
    'answersInProgress',
    chosen.length > 0 ? JSON.stringify(Object.fromEntries(chosen)) : null,
  );
}

export function clearAnswersInProgress(): void {
  tabStorage.remove('answersInProgress');
}
