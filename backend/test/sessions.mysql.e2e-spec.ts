import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.js';
import { childrensDataCases } from './cases/childrens-data.cases.js';
import { sessionsCases } from './cases/sessions.cases.js';
import { sessionPacksCases } from './cases/session-packs.cases.js';
import { TEACHER_KEY } from './support/teacher-key.js';

const database = await createMysqlDatabase();
if (database) database.env.TEACHER_ACCESS_KEY = TEACHER_KEY;

describeHistoryApi('MySQL', database, [sessionsCases, sessionPacksCases, childrensDataCases]);
