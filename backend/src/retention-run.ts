// `npm run retention:run`: the daily retention job once, now, against the configured database.
import 'reflect-metadata';
import { existsSync, writeSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { flushLogs } from './common/logging.js';
import { validateEnvironment } from './config/environment.js';
import { HistoryRetention } from './history/history-retention.js';

/**
 * Reads the environment as the server does (and `.env` in the folder it starts in), opens the
 * database as the server would (migrating it unless MIGRATIONS=skip), purges the trash past
 * TRASH_DAYS and pseudonymises the results past RETENTION_MONTHS, each written to the audit log,
 * says what it did and exits. It serves no requests.
 */
async function runRetention(): Promise<void> {
  if (existsSync('.env')) loadEnvFile('.env');
  validateEnvironment(process.env);
  const { AppModule } = await import('./app.module.js');
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  try {
    const { purged, pseudonymised } = await app.get(HistoryRetention).run();
    new Logger('Retention').log(
      `Purged ${purged} results from the trash; pseudonymised ${pseudonymised} results`,
    );
  } finally {
    await app.close();
  }
}

runRetention().then(
  () => {
    flushLogs();
    process.exit(0);
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const text = message.startsWith('Invalid environment')
      ? message
      : (error instanceof Error && error.stack) || message;
    writeSync(2, `${text}\n`);
    flushLogs();
    process.exit(1);
  },
);
