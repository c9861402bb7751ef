import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { LocalVideo } from './local-video.js';
import { VideoController } from './video.controller.js';

/**
 * A school without YouTube access may deploy its own video file (VIDEO_FILE). It is served
 * outside /api, so neither the rate limit nor the service worker's precache touches it, with
 * HTTP range requests so that the player can seek.
 */
@Module({
  controllers: [VideoController],
  providers: [LocalVideo],
})
export class VideoModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly localVideo: LocalVideo,
  ) {}

  onModuleInit(): void {
    const { file, url } = this.localVideo;
    // A command such as `npm run retention:run` runs the modules without an HTTP server.
    if (!file || !url || !this.adapterHost.httpAdapter) return;
    const app = this.adapterHost.httpAdapter.getInstance<Express>();
    app.get(url, (_request, response, next) => {
      response.sendFile(
        file.name,
        // Revalidated, so a replaced file reaches the next visit; ETag answers 304 meanwhile.
        {
          root: file.root,
          acceptRanges: true,
          cacheControl: false,
          headers: { 'Cache-Control': 'no-cache' },
        },
        (error) => error && next(error),
      );
    });
  }
}
