import { existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';

/** The URL the video file is served at; the extension keeps the browser's type guess right. */
export const LOCAL_VIDEO_PREFIX = '/media/video';

/** VIDEO_FILE, checked at start: a missing file stops the server with a readable message. */
@Injectable()
export class LocalVideo {
  /** The file's folder and name, for sending it relative to its folder. */
  readonly file: { root: string; name: string } | null;
  readonly url: string | null;

  constructor(config: ConfigService<Environment, true>) {
    const path = config.get('VIDEO_FILE', { infer: true });
    if (!path) {
      this.file = null;
      this.url = null;
      return;
    }
    const absolute = resolve(path);
    if (!existsSync(absolute) || !statSync(absolute).isFile()) {
      throw new Error(`VIDEO_FILE: no file at ${absolute}`);
    }
    this.file = { root: dirname(absolute), name: basename(absolute) };
    this.url = `${LOCAL_VIDEO_PREFIX}${extname(absolute).toLowerCase()}`;
  }
}
