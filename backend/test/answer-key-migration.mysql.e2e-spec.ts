import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeAnswerKeyMigration } from './cases/answer-key-migration.cases.js';

describeAnswerKeyMigration('MySQL', await createMysqlDatabase());
