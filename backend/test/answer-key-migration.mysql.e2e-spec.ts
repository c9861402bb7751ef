import { createMysqlDatabase } from '@piba/test-support/databases';
import { describeAnswerKeyMigration } from './support/answer-key-migration.cases.js';

describeAnswerKeyMigration('MySQL', await createMysqlDatabase());
