import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeAnswerKeyMigration } from './support/answer-key-migration.cases.js';

describeAnswerKeyMigration('embedded SQLite', await createSqliteDatabase());
