import { createMysqlDatabase } from '@piba/test-support/databases';
import { exportMemoryCases } from './cases/export-memory.cases.js';
import { describeHistoryApi } from './support/history-api.js';

describeHistoryApi('MySQL', await createMysqlDatabase(), [exportMemoryCases]);
