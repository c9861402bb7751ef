import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.cases.js';
import { sessionsCases } from './support/sessions.cases.js';
import { TEACHER_KEY } from './support/teacher-access.cases.js';

const database = await createSqliteDatabase();
if (database) database.env.TEACHER_ACCESS_KEY = TEACHER_KEY;

describeHistoryApi('embedded SQLite', database, [sessionsCases]);
