import * as shared from '@piba/shared';
import type { PackDocument } from '@piba/shared';

/** A problem of the instrument check (`checkPack` in @piba/shared). */
export interface PackProblem {
  question?: string;
  rule: string;
  severity: 'error' | 'warning';
  message: string;
  field?: string;
  reviewed?: boolean;
}

export interface ShapeError {
  field: string;
  message: string;
}

type CheckPack = (document: PackDocument) => PackProblem[];
type ValidatePack = (
  input: unknown,
  options?: { draft?: boolean },
) => { ok: true } | { ok: false; errors: ShapeError[] };

const sharedChecks = shared as unknown as {
  checkPack?: CheckPack;
  validatePackDocument?: ValidatePack;
};

/**
 * The instrument check and the draft's shape, as the server runs them, run in the browser as the
 * writer types. A document whose shape is wrong is not checked further (the check expects the
 * shape).
 */
export function checkDraft(document: PackDocument): {
  problems: PackProblem[];
  shapeErrors: ShapeError[];
} {
  const validation = sharedChecks.validatePackDocument?.(document, { draft: true });
  if (validation && !validation.ok) return { problems: [], shapeErrors: validation.errors };
  try {
    return { problems: sharedChecks.checkPack?.(document) ?? [], shapeErrors: [] };
  } catch {
    // A half-written draft the check cannot read yet is not the writer's error to see.
    return { problems: [], shapeErrors: [] };
  }
}
