import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.js';
import { analyticsCases } from './cases/analytics.cases.js';
import { analyticsPackCases } from './cases/analytics-packs.cases.js';
import { programmeCases } from './cases/programme.cases.js';
import { analysisWorkbookCases } from './cases/analysis-workbook.cases.js';

describeHistoryApi('MySQL', await createMysqlDatabase(), [
  analyticsCases,
  programmeCases,
  analysisWorkbookCases,
  analyticsPackCases,
]);
