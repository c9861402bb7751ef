import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeFreshDatabase } from './cases/fresh-database.cases.js';

describeFreshDatabase('MySQL', await createMysqlDatabase());
