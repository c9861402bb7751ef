import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeNaturalSortMigration } from './cases/natural-sort-migration.cases.js';

describeNaturalSortMigration('embedded SQLite', await createSqliteDatabase());
