import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** The build's files worth a compressed copy: scripts, styles and the data files they load. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|webmanifest)$/;
/** Smaller files gain too little for a second request path and a copy on disk. */
const MIN_BYTES = 1024;

/** `content` compressed with Brotli at its highest quality, as text. */
export function brotliCopy(content: Buffer): Promise<Buffer> {
  return compress(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Writes a Brotli copy beside each script and style of the build (`name.js.br`), which the server
 * sends to browsers that read Brotli. Compressed once, at the highest quality, they are about an
 * eighth smaller than what the server's own compression makes of each request (Brotli at its
 * quicker setting, or gzip), and the server spends no time on them when a class loads the app
 * at once (docs/deploy.md).
 */
export function brotliCopies(): Plugin {
  return {
    name: 'piba:brotli-copies',
    apply: 'build',
    enforce: 'post',
    async writeBundle(output, bundle) {
      const folder = output.dir;
      if (!folder) return this.error('The build writes no folder: no Brotli copies');
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const content = await readFile(join(folder, name));
          if (content.length < MIN_BYTES) return;
          const copy = await brotliCopy(content);
          if (copy.length < content.length) await writeFile(join(folder, `${name}.br`), copy);
        }),
      );
    },
  };
}
