import { extname } from 'node:path';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { TeacherAccessModule } from '../teacher-access/index.js';
import { LocalVideo } from './local-video.js';
import { MediaController } from './media.controller.js';
import { isMediaName, MEDIA_TYPES, MediaFolder } from './media-folder.js';
import { VideoController } from './video.controller.js';

/** Revalidated, so a replaced file reaches the next visit; ETag answers 304 meanwhile. */
const MEDIA_HEADERS = { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };

/**
 * A school without YouTube access may deploy its own video file (VIDEO_FILE), and a lesson pack's
 * video topic may name a file of the deployment's media folder (MEDIA_DIR). Both are served
 * outside /api, so neither the rate limit nor the service worker's precache touches them, with
 * HTTP range requests so that the player can seek.
 */
@Module({
  imports: [TeacherAccessModule],
  controllers: [VideoController, MediaController],
  providers: [LocalVideo, MediaFolder],
})
export class VideoModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly localVideo: LocalVideo,
    private readonly mediaFolder: MediaFolder,
  ) {}

  onModuleInit(): void {
    // A command such as `npm run retention:run` runs the modules without an HTTP server.
    if (!this.adapterHost.httpAdapter) return;
    const app = this.adapterHost.httpAdapter.getInstance<Express>();
    const { file, url } = this.localVideo;
    // VIDEO_FILE first: its address stays its own whatever the media folder holds.
    if (file && url) {
      app.get(url, (_request, response, next) => {
        response.sendFile(
          file.name,
          { root: file.root, acceptRanges: true, cacheControl: false, headers: MEDIA_HEADERS },
          (error) => error && next(error),
        );
      });
    }
    app.get('/media/:file', (request, response, next) => {
      const name = request.params.file;
      if (!isMediaName(name)) {
        response
          .status(400)
          .set(MEDIA_HEADERS)
          .type('text/plain')
          .send(
            'Not a file of the media folder: a plain name (no folder, no "..", not hidden) ending in .mp4, .m4v, .webm, .ogv or .vtt',
          );
        return;
      }
      this.mediaFolder.pathOf(name).then(
        (path) => {
          if (!path) {
            response.status(404).set(MEDIA_HEADERS).type('text/plain').send('No such media file');
            return;
          }
          response.setHeader('Content-Type', MEDIA_TYPES[extname(name).toLowerCase()]);
          response.sendFile(
            path,
            { acceptRanges: true, cacheControl: false, dotfiles: 'deny', headers: MEDIA_HEADERS },
            (error) => error && next(error),
          );
        },
        (error: unknown) => next(error),
      );
    });
  }
}
