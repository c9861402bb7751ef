/** The rules of a saved result's score (DECISIONS.md, "Validation of a saved result"). */
export const SCORE_PATTERN = /^(\d{1,3})\/(\d{1,3})$/;
export const MAX_QUESTIONS = 100;

export interface ParsedScore {
  correct: number;
  total: number;
}

/** `7/10` → { correct: 7, total: 10 }, or null when it is not a possible score. */
export function parseScore(score: unknown): ParsedScore | null {
  if (typeof score !== 'string') return null;
  const match = SCORE_PATTERN.exec(score);
  if (!match) return null;
  const correct = Number(match[1]);
  const total = Number(match[2]);
  if (total < 1 || total > MAX_QUESTIONS || correct > total) return null;
  return { correct, total };
}

/** What the client's two-decimal percentage truncates to. */
export function expectedPercentage({ correct, total }: ParsedScore): number {
  return Math.floor((100 * correct) / total);
}
