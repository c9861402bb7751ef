import { existsSync, statSync } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';

/** The folder used when MEDIA_DIR is unset, relative to the folder the server starts in. */
export const DEFAULT_MEDIA_DIR = 'media';

/** The kinds of file the media folder serves, by extension: video, and its captions. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * A plain file name: letters, digits, dots, hyphens and underscores, starting with a letter or a
 * digit (so never hidden), no folder, at most 100 characters; the pack document's own rule.
 */
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Whether `name` may be asked of the media folder: plain, no "..", of a served kind. */
export function isMediaName(name: string): boolean {
  return (
    PLAIN_NAME.test(name) && !name.includes('..') && extname(name).toLowerCase() in MEDIA_TYPES
  );
}

/** A file of the media folder, as the editor lists it. */
export interface MediaFile {
  name: string;
  bytes: number;
}

/**
 * The deployment's media folder (MEDIA_DIR, default `media`). Only plain names of served kinds
 * are answered, and only regular files that are inside the folder once links are followed.
 * MEDIA_DIR set to a folder that does not exist stops the start; the default folder may be
 * missing (then no file is served).
 */
@Injectable()
export class MediaFolder {
  readonly root: string;

  constructor(config: ConfigService<Environment, true>) {
    const configured = config.get('MEDIA_DIR', { infer: true });
    this.root = resolve(configured || DEFAULT_MEDIA_DIR);
    if (configured && !(existsSync(this.root) && statSync(this.root).isDirectory())) {
      throw new Error(`MEDIA_DIR: no folder at ${this.root}`);
    }
  }

  /** The absolute path of the file `name`, or null when it is not one the folder serves. */
  async pathOf(name: string): Promise<string | null> {
    if (!isMediaName(name)) return null;
    try {
      const [root, path] = await Promise.all([
        realpath(this.root),
        realpath(join(this.root, name)),
      ]);
      if (!path.startsWith(root + sep)) return null;
      return (await stat(path)).isFile() ? path : null;
    } catch {
      return null;
    }
  }

  /** Every file the folder serves, by name. */
  async list(): Promise<MediaFile[]> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch {
      return [];
    }
    const files: MediaFile[] = [];
    for (const name of names.sort()) {
      const path = await this.pathOf(name);
      if (path) files.push({ name, bytes: (await stat(path)).size });
    }
    return files;
  }
}
