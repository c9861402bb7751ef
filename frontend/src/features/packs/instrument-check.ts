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
 * writer types. A document whose shape is wrong is not checked further (the check expects the
 * shape).
 */
export function checkDraft(document: PackDocument): {
  problems: PackProblem[];
  shapeErrors: ShapeError[];
} {
  const validation = validatePackDocument(document, { draft: true });
  if (!validation.ok) return { problems: [], shapeErrors: validation.errors };
  try {
    return { problems: checkPack(document), shapeErrors: [] };
  } catch {
    // A half-written draft the check cannot read yet is not the writer's error to see.
    return { problems: [], shapeErrors: [] };
  }
}
