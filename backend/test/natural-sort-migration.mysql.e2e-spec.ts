import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeNaturalSortMigration } from './cases/natural-sort-migration.cases.js';

describeNaturalSortMigration('MySQL', await createMysqlDatabase());
