import type { Type } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { json } from 'express';
import { BODY_LIMIT, PACK_BODY_LIMIT, PACK_BODY_PATH } from './common/body-limit.js';
import { checkJsonText } from './common/hostile-json.js';
import { REQUEST_TIMEOUT_MS } from './common/http-adapter.js';
import { apiRateLimit } from './common/rate-limit.js';
import { applySecurity } from './common/security.js';
import { type Environment, trustProxySetting } from './config/environment.js';
import { openApiDocument } from './openapi.js';
import { RedisConnection, sharedRateLimit } from './replicas/index.js';

const API_PREFIX = 'api';

/** What main.ts and the end-to-end tests both apply to the app, so tests see the real server. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get(ConfigService<Environment, true>);
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.get('TRUST_PROXY')));
  applySecurity(app, {
    corsOrigins: config.get('CORS_ORIGINS'),
    publicUrl: config.get('PUBLIC_URL'),
  });
  // Lab networks are slow: gzip the app's scripts and the results lists (small answers stay as is).
  app.use(compression());
  app.use(
    '/api',
    apiRateLimit(
      config.get('RATE_LIMIT_PER_MINUTE', { infer: true }),
      sharedRateLimit(app.get(RedisConnection)),
    ),
  );
  app.setGlobalPrefix(API_PREFIX);
  // express.json itself, as useBodyParser would register it, with the check that Nest's typing
  // of useBodyParser reserves for raw bodies. Lesson packs' routes read larger documents; the
  // second parser leaves a body the first one read.
  const verify = (_request: unknown, _response: unknown, body: Buffer) =>
    checkJsonText(body.toString('utf8'));
  app.use(PACK_BODY_PATH, json({ limit: PACK_BODY_LIMIT, verify }));
  app.use(json({ limit: BODY_LIMIT, verify }));
  limitSlowClients(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, openApiDocument(app));
  return app;
}

/** The document configureApp serves, built from the modules alone: no database, no server. */
export async function previewOpenApiDocument(appModule: Type): Promise<OpenAPIObject> {
  const app = await NestFactory.create(appModule, { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX);
  const document = openApiDocument(app);
  await app.close();
  return document;
}

/**
 * A client that trickles its request cannot hold a connection: PibaExpressAdapter's server
 * closes it ~10 s after it opened.
 */
function limitSlowClients(app: NestExpressApplication): void {
  const server = app.getHttpServer();
  server.headersTimeout = REQUEST_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  // Longer than common proxies' idle timeout (60 s), so the proxy closes first.
  server.keepAliveTimeout = 65_000;
}
