import { createSqliteDatabase } from '@piba/test-support/databases';
import { exportMemoryCases } from './support/export-memory.cases.js';
import { describeHistoryApi } from './support/history-api.cases.js';

describeHistoryApi('embedded SQLite', await createSqliteDatabase(), [exportMemoryCases]);
