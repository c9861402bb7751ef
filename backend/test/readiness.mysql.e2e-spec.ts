import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeReadiness } from './cases/readiness.cases.js';

describeReadiness('MySQL', await createMysqlDatabase());
