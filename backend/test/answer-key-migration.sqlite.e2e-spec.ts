import { createSqliteDatabase } from './support/databases.js';
import { describeAnswerKeyMigration } from './support/answer-key-migration.cases.js';

describeAnswerKeyMigration('embedded SQLite', await createSqliteDatabase());
