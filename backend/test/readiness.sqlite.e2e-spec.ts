import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeReadiness } from './cases/readiness.cases.js';

describeReadiness('embedded SQLite', await createSqliteDatabase());
