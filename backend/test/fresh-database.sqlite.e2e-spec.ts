import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeFreshDatabase } from './cases/fresh-database.cases.js';

describeFreshDatabase('embedded SQLite', await createSqliteDatabase());
