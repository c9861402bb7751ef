import { useDeferredValue, useMemo } from 'react';
import type { PackDocument } from '@piba/shared';
import { checkDraft, type PackProblem, type ShapeError } from '../instrument-check';

const NONE: PackProblem[] = [];

export interface InstrumentCheck {
  /** The problems of the pack as a whole (no question named). */
  packProblems: PackProblem[];
  /** A question's problems. */
  problemsOf: (name: string) => PackProblem[];
  shapeErrors: ShapeError[];
  counts: { errors: number; warnings: number; reviewed: number };
}

/**
 * The instrument check of the draft, run again as the writer types. Deferred: a keystroke is
 * drawn first, the check follows when the browser has time.
 */
export function useInstrumentCheck(document: PackDocument): InstrumentCheck {
  const deferred = useDeferredValue(document);
  return useMemo(() => {
    const { problems, shapeErrors } = checkDraft(deferred);
    const grouped = new Map<string, PackProblem[]>();
    const packProblems: PackProblem[] = [];
    for (const problem of problems) {
      if (!problem.question) {
        packProblems.push(problem);
        continue;
      }
      grouped.set(problem.question, [...(grouped.get(problem.question) ?? []), problem]);
    }
    const counts = { errors: 0, warnings: 0, reviewed: 0 };
    for (const problem of problems) {
      if (problem.severity === 'error') counts.errors += 1;
      else if (problem.reviewed) counts.reviewed += 1;
      else counts.warnings += 1;
    }
    return {
      packProblems,
      problemsOf: (name: string) => grouped.get(name) ?? NONE,
      shapeErrors,
      counts,
    };
  }, [deferred]);
}
