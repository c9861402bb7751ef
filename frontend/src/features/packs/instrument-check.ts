import {
  checkPack,
  type PackDocument,
  type PackFieldError,
  type PackProblem,
  validatePackDocument,
} from '@piba/shared';

export type { PackProblem };
export type ShapeError = PackFieldError;

/**
 * The instrument check and the draft's shape, as the server runs them, run in the browser as the
 * writer types. The editor only makes documents of the right shape, so a field out of bounds
 * (too long, say) does not hide the check's problems.
 */
export function checkDraft(document: PackDocument): {
  problems: PackProblem[];
  shapeErrors: ShapeError[];
} {
  const validation = validatePackDocument(document, { draft: true });
  const shapeErrors = validation.ok ? [] : validation.errors;
  try {
    return { problems: checkPack(document), shapeErrors };
  } catch {
    // A half-written draft the check cannot read yet: its shape errors say what to fix first.
    return { problems: [], shapeErrors };
  }
}
