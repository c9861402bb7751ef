import { createServer } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';

/** Sending the request line and headers, then the whole request, may take this long at most. */
export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * How often Node looks for connections past those limits. Its default, 30 s, kept a connection
 * that sent nothing open for up to ~40 s; it can only be set when the server is created.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

/** Nest's Express adapter on a Node server that closes idle and slow connections in ~10 s. */
export class PibaExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    super.initHttpServer(options);
    // Nest's own server is kept where PIBA does not use it: HTTPS, or connections it tracks.
    if (options?.httpsOptions || options?.forceCloseConnections) return;
    this.httpServer = createServer(
      {
        connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
        headersTimeout: REQUEST_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
      this.getInstance(),
    );
  }
}
