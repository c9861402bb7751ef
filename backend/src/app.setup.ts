import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const BODY_LIMIT = '16kb';

/** What main.ts and the end-to-end tests both apply to the app, so tests see the real server. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  app.disable('x-powered-by');
  // Lab networks are slow: gzip the app's scripts and the results lists (small answers stay as is).
  app.use(compression());
  app.setGlobalPrefix('api');
  app.useBodyParser('json', { limit: BODY_LIMIT });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('PIBA API')
      .setDescription('Quiz results of PIBA (Pembelajaran Interaktif Berbasis Aplikatif)')
      .setVersion('1.0')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  return app;
}
