export { useAnalytics } from './api/get-analytics';
export { AnalyticsState } from './components/analytics-state';
export { PrintNamesSwitch, PrintOptionsProvider } from './components/print-options';
export { loadReportDetails, printReport } from './report-details-request';
export {
  analyticsApiPath,
  CLASS_PARAM,
  FLAGGED_PARAM,
  SESSION_PARAM,
} from './api/analytics-request';
export { analyticsPath, useClassParam } from './hooks/use-class-param';
export type { RevisionRouteState } from './api/revise-question';
export { DASH, formatIndex, formatShare, optionLetter } from './analytics-format';
export { type FlaggedQuestion, flaggedQuestions } from './item-quality-texts';
