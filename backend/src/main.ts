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
import { Draining } from './health/draining.js';

/** From SIGTERM to exit at most: the requests in flight get this long to finish. */
const DRAIN_MS = 10_000;
/** When the requests still open are cut, leaving the rest of DRAIN_MS to close the database. */
const CUT_AFTER_MS = 9_000;

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
  process.once('SIGTERM', () => {
    // Not ready from this moment: a load balancer probing /api/health/ready sends no more.
    app.get(Draining).start();
    const server = app.getHttpServer();
    // A keep-alive connection left idle once its answer is finished must not hold the exit for
    // the keep-alive timeout: close idle ones until the server has closed.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    // An answer still being sent then (a slow client's export) is cut, so the process is gone
    // within DRAIN_MS, before an orchestrator's own deadline (compose's 10 s) kills it.
    setTimeout(() => {
      new Logger('Shutdown').warn(
        `Cut the requests still open ${CUT_AFTER_MS / 1000} s after SIGTERM`,
      );
      server.closeAllConnections();
    }, CUT_AFTER_MS).unref();
    setTimeout(() => {
      flushLogs();
      process.exit(1);
    }, DRAIN_MS).unref();
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
