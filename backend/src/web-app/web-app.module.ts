import { existsSync, readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, posix, resolve, sep } from 'node:path';
import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Environment } from '../config/environment.js';

/** frontend/dist, seen from backend/dist/web-app or backend/src/web-app. */
const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../../frontend/dist');
/** Paths the app shell never answers: the API, Vite's fingerprinted files, the video file. */
const NO_FALLBACK = /^\/(api|assets|media)(\/|$)/;

function setCacheHeaders(response: ServerResponse, path: string): void {
  // Vite fingerprints everything under assets/; index.html must always be revalidated.
  const fingerprinted = path.includes(join('assets', ''));
  response.setHeader(
    'Cache-Control',
    fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** A page shell and the addresses it answers. */
interface PageShell {
  file: string;
  answers: RegExp;
}

/**
 * The pages with a shell of their own: `pages/history/analytics.html` answers
 * `/history/analytics`, and a `[name]` segment stands for any one segment of the address
 * (`pages/topics/[slide].html` answers `/topics/slide-1`). The build writes one for each teacher
 * page, the quiz and the slides, each preloading that page's code. Shells without such a
 * segment come first, so an exact address wins.
 */
function pageShells(root: string): PageShell[] {
  const folder = join(root, 'pages');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const segments = file.slice(0, -'.html'.length).split(sep);
      const pattern = segments
        .map((segment) =>
          /^\[\w+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      return {
        file: posix.join('pages', ...segments) + '.html',
        answers: new RegExp(`^/${pattern}$`),
      };
    })
    .sort((a, b) => Number(a.file.includes('[')) - Number(b.file.includes('[')));
}

/**
 * Serves the built student app, with the app shell (index.html) for every client route, or the
 * page's own shell when the build wrote one (pages/…), and a file's Brotli copy to a browser that
 * reads Brotli when the build wrote one.
 * `/api/...` never falls back, so an unknown API path stays a 404 JSON answer, and a missing
 * asset is a 404 rather than HTML. Files are always sent relative to the root: Express refuses
 * an absolute path with a dot segment, which a clone under ~/.cache or ~/.local would have.
 * Without a build, the API runs alone.
 */
@Module({})
export class WebAppModule implements OnModuleInit {
  private readonly logger = new Logger('WebApp');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    // A command such as `npm run retention:run` runs the modules without an HTTP server.
    if (!this.adapterHost.httpAdapter) return;
    const root = resolve(this.config.get('WEB_ROOT') ?? DEFAULT_WEB_ROOT);
    if (!existsSync(join(root, 'index.html'))) {
      this.logger.log(`No web app in ${root}: serving the API alone`);
      return;
    }
    const app = this.adapterHost.httpAdapter.getInstance<Express>();
    const shells = pageShells(root);
    // The build writes a Brotli copy of each script and style beside it (name.js.br), compressed
    // harder than the server could afford for each request; a browser that reads Brotli gets
    // that copy, any other the file itself (gzipped as it is sent).
    app.use(
      expressStaticGzip(root, {
        enableBrotli: true,
        orderPreference: ['br'],
        index: false,
        serveStatic: { index: false, setHeaders: setCacheHeaders },
      }),
    );
    app.get('/{*path}', (request, response, next) => {
      if (NO_FALLBACK.test(request.path)) return next();
      const path = request.path.replace(/(.)\/+$/, '$1');
      const shell = shells.find((page) => page.answers.test(path))?.file ?? 'index.html';
      setCacheHeaders(response, shell);
      response.sendFile(shell, { root }, (error) => error && next(error));
    });
  }
}
