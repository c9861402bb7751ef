import { createSqliteDatabase } from '@piba/test-support/databases';
import { describeAnswerKeyMigration } from './cases/answer-key-migration.cases.js';

describeAnswerKeyMigration('embedded SQLite', await createSqliteDatabase());
