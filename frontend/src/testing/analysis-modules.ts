import { loadReportDetails } from '../features/analytics';

/**
 * Loads the analysis page's modules that the app loads when wanted (the page itself, the report's
 * later sections) once before a file's tests. On a cold transform cache (a fresh clone) compiling
 * them inside a finder's wait can outlast it on a busy machine.
 */
export function loadAnalysisModulesFirst(): void {
  beforeAll(async () => {
    await Promise.all([import('../app/routes/analytics'), loadReportDetails()]);
  }, 120_000);
}
