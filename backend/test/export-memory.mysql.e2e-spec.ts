import { createMysqlDatabase } from '@piba/test-support/databases';
import { exportMemoryCases } from './support/export-memory.cases.js';
import { describeHistoryApi } from './support/history-api.cases.js';

describeHistoryApi('MySQL', await createMysqlDatabase(), [exportMemoryCases]);
