import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.js';
import { failureModeCases } from './cases/failure-modes.cases.js';
import { listHistoryCases } from './cases/list-history.cases.js';
import { postHistoryCases } from './cases/post-history.cases.js';
import { teacherHistoryCases } from './cases/teacher-history.cases.js';
import { answerKeyCases } from './cases/answer-key.cases.js';
import { privacyCases } from './cases/privacy.cases.js';

describeHistoryApi('MySQL', await createMysqlDatabase(), [
  postHistoryCases,
  listHistoryCases,
  failureModeCases,
  teacherHistoryCases,
  answerKeyCases,
  privacyCases,
]);
