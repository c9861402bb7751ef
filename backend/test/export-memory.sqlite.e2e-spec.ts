import { createSqliteDatabase } from '@piba/test-support/databases';
import { exportMemoryCases } from './cases/export-memory.cases.js';
import { describeHistoryApi } from './support/history-api.js';

describeHistoryApi('embedded SQLite', await createSqliteDatabase(), [exportMemoryCases]);
