import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp } from './app.setup.js';
import type { Environment } from './config/environment.js';

async function bootstrap() {
  // Imported late so that an invalid environment is reported as one readable message.
  const { AppModule } = await import('./app.module.js');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    bufferLogs: true,
  });
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
}

bootstrap().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.startsWith('Invalid environment') ? message : error);
  process.exit(1);
});
