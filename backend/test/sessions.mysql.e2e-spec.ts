import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.cases.js';
import { sessionsCases } from './support/sessions.cases.js';
import { TEACHER_KEY } from './support/teacher-access.cases.js';

const database = await createMysqlDatabase();
if (database) database.env.TEACHER_ACCESS_KEY = TEACHER_KEY;

describeHistoryApi('MySQL', database, [sessionsCases]);
