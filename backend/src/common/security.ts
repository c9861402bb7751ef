import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** The one site allowed in a frame: YouTube's privacy-enhanced player, which sets no cookies. */
const VIDEO_FRAME = 'https://www.youtube-nocookie.com';
/** The video's thumbnail, which the video page loads to tell whether YouTube is reachable. */
const VIDEO_THUMBNAILS = 'https://i.ytimg.com';

/**
 * Features no page uses are off; autoplay and fullscreen stay for the video, which the
 * specification makes autoplay, in the page and in YouTube's player.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  `autoplay=(self "${VIDEO_FRAME}")`,
  `fullscreen=(self "${VIDEO_FRAME}")`,
].join(', ');

/** Half a year: browsers then refuse plain HTTP for the site until it passes. */
const HSTS_SECONDS = 180 * 24 * 60 * 60;

interface SecurityOptions {
  corsOrigins?: string;
  /** PUBLIC_URL: HSTS only where the site is reached over HTTPS. */
  publicUrl?: string;
}

export function applySecurity(
  app: NestExpressApplication,
  { corsOrigins, publicUrl }: SecurityOptions,
): void {
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI's styling engine (Emotion) writes <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: the lesson pack editor shows a draft's drawings as object URLs (fetched with
          // the admin key, which an <img> cannot send).
          imgSrc: ["'self'", 'data:', 'blob:', VIDEO_THUMBNAILS],
          frameSrc: [VIDEO_FRAME],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          // Schools may serve the app over plain HTTP on their own network.
          upgradeInsecureRequests: null,
        },
      },
      // A school LAN without HTTPS must not be told to insist on it.
      strictTransportSecurity: publicUrl?.startsWith('https://')
        ? { maxAge: HSTS_SECONDS, includeSubDomains: false }
        : false,
    }),
  );
  app.use((_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  // Results, class lists, names and keys: a shared lab computer's disk cache keeps none of it.
  app.use('/api', (_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (corsOrigins) {
    app.enableCors({
      origin: corsOrigins.split(',').map((origin) => origin.trim()),
      methods: ['GET', 'POST', 'DELETE'],
      allowedHeaders: ['Content-Type', 'X-Teacher-Key', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition'],
    });
  }
}
