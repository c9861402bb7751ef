import type {
  AnalyticsReport,
  DesignSection,
  Evidence,
  PairedStudent,
  QuestionMeasures,
} from '@piba/shared';

/**
 * One row of the paired data, and why it is flagged (null: it is not). The tests leave a flagged
 * pair out unless the analysis's evidence says `flaggedIncluded`.
 */
export type WorkbookPair = Pick<
  PairedStudent,
  'name' | 'participant_code' | 'session_code' | 'class_room' | 'pre' | 'post'
> & { flag: 'other-key' | 'materials-first' | null };

/**
 * What the workbook reads of the analysis (GET /api/analytics): its figures, never recomputed,
 * and every pair of the selection.
 */
export interface AnalysisOfWorkbook extends Pick<
  AnalyticsReport,
  'session' | 'classRoom' | 'overall' | 'classes' | 'designs'
> {
  pairs: WorkbookPair[];
  /**
   * Taught against comparison classes in each answer-key version's group that holds both, the
   * first being `designs.comparison`: a sheet each. Absent: `designs.comparison` alone.
   */
  comparisons?: DesignSection[];
  evidence: Evidence;
  questions: Array<
    Pick<QuestionMeasures, 'name' | 'topic' | 'stem' | 'flags' | 'pre' | 'post' | 'mcnemar'> & {
      gain: number | null;
    }
  >;
}

/** A figure: a number cell with its format, or an empty cell where the figure is undefined. */
export interface Figure {
  value: number | null;
  format: string;
}

export type Cell = string | Figure | null;
export type SheetWriter = (row: Cell[], bold?: boolean) => void;

export const FORMAT = {
  count: '0',
  percent: '0.00',
  statistic: '0.000',
  p: '0.0000',
  share: '0.0',
} as const;

export const figure = (value: number | null | undefined, format: string): Figure => ({
  value: value ?? null,
  format,
});
