import { Logger } from '@nestjs/common';

const MINUTE_MS = 60_000;

/**
 * An error that repeats with every request while a service is down (Redis unreachable), logged
 * at most once a minute, with the number of times it was not logged since.
 */
export class OnceAMinute {
  private readonly logger: Logger;
  private lastAt = -Infinity;
  private unlogged = 0;

  constructor(context: string) {
    this.logger = new Logger(context);
  }

  error(message: string, error?: unknown): void {
    const now = Date.now();
    if (now - this.lastAt < MINUTE_MS) {
      this.unlogged += 1;
      return;
    }
    const reason = error instanceof Error ? `: ${error.message}` : '';
    const since = this.unlogged > 0 ? ` (${this.unlogged} more since the last such line)` : '';
    this.logger.error(`${message}${reason}${since}`);
    this.lastAt = now;
    this.unlogged = 0;
  }
}
