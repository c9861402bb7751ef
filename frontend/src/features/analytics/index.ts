export { useAnalytics } from './api/get-analytics';
export { AnalyticsState } from './components/analytics-state';
export { analyticsPath, useClassParam } from './hooks/use-class-param';
