import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeHistoryApi } from './support/history-api.js';
import { exportConnectionsCases } from './cases/export-connections.cases.js';

describeHistoryApi('MySQL', await createMysqlDatabase(), [exportConnectionsCases]);
