import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.js';
import { analyticsCases } from './cases/analytics.cases.js';
import { analyticsPackCases } from './cases/analytics-packs.cases.js';
import { programmeCases } from './cases/programme.cases.js';
import { analysisWorkbookCases } from './cases/analysis-workbook.cases.js';

describeHistoryApi('embedded SQLite', await createSqliteDatabase(), [
  analyticsCases,
  programmeCases,
  analysisWorkbookCases,
  analyticsPackCases,
]);
