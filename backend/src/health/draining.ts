import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Whether this server is shutting down, for the readiness check: set the moment main.ts sees
 * SIGTERM, and by any other close of the app, so that a load balancer stops sending it
 * requests while it finishes those it is answering.
 */
@Injectable()
export class Draining implements BeforeApplicationShutdown {
  private since: number | null = null;

  get draining(): boolean {
    return this.since !== null;
  }

  start(): void {
    if (this.since !== null) return;
    this.since = Date.now();
    new Logger('Shutdown').log('Not ready any more: finishing the requests in flight');
  }

  beforeApplicationShutdown(): void {
    this.since ??= Date.now();
  }
}
