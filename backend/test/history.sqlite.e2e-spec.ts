import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.cases.js';
import { failureModeCases } from './support/failure-modes.cases.js';
import { listHistoryCases } from './support/list-history.cases.js';
import { postHistoryCases } from './support/post-history.cases.js';
import { teacherHistoryCases } from './support/teacher-history.cases.js';
import { analyticsCases } from './support/analytics.cases.js';
import { answerKeyCases } from './support/answer-key.cases.js';

describeHistoryApi('embedded SQLite', await createSqliteDatabase(), [
  postHistoryCases,
  listHistoryCases,
  failureModeCases,
  teacherHistoryCases,
  analyticsCases,
  answerKeyCases,
]);
