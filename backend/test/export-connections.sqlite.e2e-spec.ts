import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.js';
import { exportConnectionsCases } from './cases/export-connections.cases.js';

describeHistoryApi('embedded SQLite', await createSqliteDatabase(), [exportConnectionsCases]);
