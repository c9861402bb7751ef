import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeNaturalSortMigration } from './support/natural-sort-migration.cases.js';

describeNaturalSortMigration('MySQL', await createMysqlDatabase());
