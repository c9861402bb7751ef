import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RedisConnection } from '../replicas/index.js';
import { ResultChanges } from './result-changes.js';

const CHANNEL = 'piba:result-changes';

/**
 * With REDIS_URL, a change to results made through one replica (a save, a deletion, a restore,
 * an erasure, the retention job) moves the stamps of every other replica's ResultChanges too, a
 * moment later, so their analysis caches drop that session's figures rather than keep them for
 * up to CACHE_MAX_AGE_MS. While Redis fails, that age is the bound again.
 */
@Injectable()
export class SharedResultChanges implements OnModuleInit {
  constructor(
    private readonly changes: ResultChanges,
    private readonly redis: RedisConnection,
  ) {}

  onModuleInit(): void {
    if (!this.redis.client) return;
    this.redis.listen(CHANNEL, ({ session, known }) => {
      if (known !== true) this.changes.changedElsewhere(undefined);
      else if (session === null || typeof session === 'string') {
        this.changes.changedElsewhere(session);
      }
    });
    this.changes.onChange((session) =>
      this.redis.broadcast(CHANNEL, { session: session ?? null, known: session !== undefined }),
    );
  }
}
