import type { AnalyticsReport, ProgrammeReport } from '@piba/shared';
import { designFigures, designsOf } from './design-figures';
import { forestOf } from './forest-rows';
import { firstGroup } from './programme-groups';
import type { ReportPart } from './report-captions';

/**
 * The tables and figures the report shows for this selection, so that each is numbered in order
 * without a gap: what each section draws, decided as the section decides it. `programme` is the
 * programme view's answer when it is shown (the admin key, no session chosen).
 */
export function shownParts(
  report: AnalyticsReport,
  programme: ProgrammeReport | null,
): Set<ReportPart> {
  const { evidence, pairs, classes, questions } = report;
  const shown = new Set<ReportPart>([
    'table:descriptives',
    'table:normality',
    'table:nGain',
    'figure:questions',
    'table:questions',
    'table:reliability',
    'figure:options',
    'table:options',
  ]);
  const { pre, post } = evidence.descriptives;
  if (pairs.length > 0 && pre.mean !== null && post.mean !== null) shown.add('figure:pairs');
  if (
    (evidence.chosen === 'paired-t' && evidence.tTest) ||
    (evidence.chosen === 'wilcoxon' && evidence.wilcoxon)
  ) {
    shown.add('table:test');
  }
  if (evidence.knowledgeLevels) shown.add('table:knowledge');
  if (programme && programme.sessions.length > 0) {
    shown.add('table:programme');
    if (forestOf(firstGroup(programme)).rows.length > 0) shown.add('figure:forest');
  }
  if (classes.length > 0) shown.add('table:participants');
  if (report.classRoom === null && classes.length > 0) shown.add('table:classes');
  if (questions.length > 0) shown.add('table:itemValidity');
  const designs = designsOf(report);
  if (designs?.attitude) shown.add('table:attitude').add('table:attitudeItems');
  if (designs?.forms) shown.add('table:forms');
  if (designFigures(designs).forms?.items?.B?.questions.length) shown.add('table:formItems');
  if (designs?.delayed) shown.add('table:delayed').add('table:delayedPairs');
  if (designs?.comparison || programme?.designs?.comparison) shown.add('table:comparison');
  if (pairs.length > 0) shown.add('table:paired');
  if (report.withoutPosttest.length > 0) shown.add('table:missing');
  return shown;
}
