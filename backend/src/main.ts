import 'reflect-metadata';
import { existsSync, writeSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp } from './app.setup.js';
import { PibaExpressAdapter } from './common/http-adapter.js';
import { flushLogs } from './common/logging.js';
import { type Environment, validateEnvironment } from './config/environment.js';

async function bootstrap() {
  // Checked before Nest starts, so that an invalid environment is one readable message (the
  // catch below), not a logged stack. The config module reads .env and checks the same again.
  if (existsSync('.env')) loadEnvFile('.env');
  validateEnvironment(process.env);
  const { AppModule } = await import('./app.module.js');
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule,
    new PibaExpressAdapter(),
    { bodyParser: false, bufferLogs: true },
  );
  app.useLogger(app.get(PinoLogger));
  configureApp(app);
  // SIGTERM: stop accepting, let in-flight requests finish, then close the database pool.
  app.enableShutdownHooks([], { useProcessExit: true });
  // A keep-alive connection left idle once its answer is finished must not hold the exit for
  // the keep-alive timeout: close idle ones until the server has closed.
  process.once('SIGTERM', () => {
    const server = app.getHttpServer();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  });
  const port = app.get(ConfigService<Environment, true>).get('PORT', { infer: true });
  await app.listen(port);
  new Logger('Bootstrap').log(`PIBA is listening on http://localhost:${port}`);
  flushLogs();
}

bootstrap().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const text = message.startsWith('Invalid environment')
    ? message
    : (error instanceof Error && error.stack) || message;
  // Written at once: the exit below would drop what a buffered stream still holds.
  writeSync(2, `${text}\n`);
  process.exit(1);
});
