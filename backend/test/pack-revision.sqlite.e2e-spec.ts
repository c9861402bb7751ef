import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.js';
import { packRevisionCases } from './cases/pack-revision.cases.js';
import { TEACHER_KEY } from './support/teacher-key.js';

const database = await createSqliteDatabase();
if (database) database.env.TEACHER_ACCESS_KEY = TEACHER_KEY;

describeHistoryApi('embedded SQLite', database, [packRevisionCases]);
