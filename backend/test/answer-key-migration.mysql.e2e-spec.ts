import { createMysqlDatabase } from './support/databases.js';
import { describeAnswerKeyMigration } from './support/answer-key-migration.cases.js';

describeAnswerKeyMigration('MySQL', await createMysqlDatabase());
