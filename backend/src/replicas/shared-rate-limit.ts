import { Logger } from '@nestjs/common';
import type { IncrementResponse, Options } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { SharedCounts } from '../common/rate-limit.js';
import type { RedisConnection } from './redis-connection.js';

/**
 * rate-limit-redis's store, which loads its two scripts into Redis once, when the limiter is
 * made: before Redis is connected at start, or while it is down. Here they are loaded with the
 * first request that finds Redis answering, and again after a load that failed, instead of
 * failing every request after it. (A Redis that restarted empty answers NOSCRIPT, on which the
 * store loads them again itself.)
 */
class SharedRateLimitStore extends RedisStore {
  private loading: Promise<unknown> | null = null;

  override init(options: Options): Promise<void> {
    this.windowMs = options.windowMs;
    return Promise.resolve();
  }

  override async increment(key: string): Promise<IncrementResponse> {
    this.loading ??= this.loadScripts();
    try {
      await this.loading;
    } catch (error) {
      this.loading = null;
      throw error;
    }
    return super.increment(key);
  }

  private loadScripts(): Promise<unknown> {
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    return Promise.all([this.incrementScriptSha, this.getScriptSha]);
  }
}

/** express-rate-limit's own checks of how it is set up (ERR_ERL_…), not a failure of Redis. */
const isConfigurationCheck = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  /^ERR_ERL_/.test(String((error as { code?: unknown }).code));

/**
 * The request counts in Redis, one count per address for every replica; null without Redis.
 * While Redis fails, requests are let through (students are never refused because of it) and the
 * failure is logged at most once a minute.
 */
export function sharedRateLimit(redis: RedisConnection): SharedCounts | undefined {
  const client = redis.client;
  if (!client) return undefined;
  const logger = new Logger('RateLimit');
  return {
    store: new SharedRateLimitStore({
      prefix: 'piba:rate:',
      sendCommand: (command: string, ...args: string[]) =>
        client.call(command, ...args) as Promise<number | string | Array<number | string>>,
    }),
    logger: {
      // express-rate-limit reports its checks of the configuration here too, once each.
      error: (error: unknown) =>
        isConfigurationCheck(error)
          ? logger.warn(String(error))
          : redis.problems.error(
              'Redis did not count a request: let through without the rate limit',
              error,
            ),
      warn: (warning: unknown) => logger.warn(String(warning)),
    },
  };
}
