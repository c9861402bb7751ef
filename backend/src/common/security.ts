import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';

/** The one site allowed in a frame: YouTube's privacy-enhanced player, which sets no cookies. */
const VIDEO_FRAME = 'https://www.youtube-nocookie.com';
/** The video's thumbnail, which the video page loads to tell whether YouTube is reachable. */
const VIDEO_THUMBNAILS = 'https://i.ytimg.com';

export function applySecurity(app: NestExpressApplication, corsOrigins?: string): void {
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI's styling engine (Emotion) writes <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', VIDEO_THUMBNAILS],
          frameSrc: [VIDEO_FRAME],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          // Schools may serve the app over plain HTTP on their own network.
          upgradeInsecureRequests: null,
        },
      },
      // A school LAN without HTTPS must not be told to insist on it.
      strictTransportSecurity: false,
    }),
  );
  if (corsOrigins) {
    app.enableCors({
      origin: corsOrigins.split(',').map((origin) => origin.trim()),
      methods: ['GET', 'POST', 'DELETE'],
      allowedHeaders: ['Content-Type', 'X-Teacher-Key', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition'],
    });
  }
}
