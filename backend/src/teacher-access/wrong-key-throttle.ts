import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Response } from 'express';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import type { ApiError } from '../common/api-error.response.js';
import type { Environment } from '../config/environment.js';
import { RedisConnection } from '../replicas/index.js';

const WINDOW_MS = 60_000;
/** Wrong keys answered at once, before each further one waits longer. */
const FREE_TRIES = 3;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 1_000;
/** Addresses remembered at most; past that the oldest windows are forgotten. */
const MAX_ADDRESSES = 10_000;

interface Window {
  /** Fingerprints of the different wrong keys seen: one typed key counts once. */
  wrong: Set<string>;
  endsAt: number;
}

/** A short hash of a key, so that no key is kept in memory as typed. */
const fingerprint = (key: string) =>
  createHash('sha256').update(key).digest('base64url').slice(0, 16);

/**
 * The same count in Redis, in one step: the address's set of wrong-key fingerprints (each
 * different key once, no more than one past the limit), which expires a minute after its first.
 * Answers the number of different wrong keys and the milliseconds left in the window.
 */
const COUNT_IN_REDIS = `
if redis.call('SCARD', KEYS[1]) <= tonumber(ARGV[2]) then redis.call('SADD', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  left = tonumber(ARGV[3])
end
return { redis.call('SCARD', KEYS[1]), left }`;

/**
 * Wrong keys from one address are answered ever more slowly, then with 429 and Retry-After until
 * the minute is over. Only wrong keys count and only they wait: a right key from the same address
 * (the teacher, behind the lab's one NAT address with a student trying keys) is always let in.
 * That is safe because every key is long and random (docs/privacy.md, "Keys and throttling").
 * Counted in this process, as the request limit is; with REDIS_URL, in Redis for every replica of
 * the deployment, and in this process again while Redis fails.
 */
@Injectable()
export class WrongKeyThrottle {
  private readonly limit: number;
  private readonly windows = new Map<string, Window>();

  constructor(
    config: ConfigService<Environment, true>,
    private readonly redis: RedisConnection,
  ) {
    this.limit = config.get('FAILED_KEY_LIMIT_PER_MINUTE', { infer: true });
  }

  /**
   * Counts a wrong key from `address`: waits its delay, or throws 429 past the limit. The same
   * wrong key again counts once: a teacher page asks for several things with the key the
   * teacher typed, and one mistyped key is one try.
   */
  async refuse(address: string, key: string, response: Response): Promise<void> {
    const now = Date.now();
    const { wrong, endsAt } =
      (await this.countInRedis(address, fingerprint(key), now)) ??
      this.countHere(address, fingerprint(key), now);
    if (wrong > this.limit) {
      const seconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
      response.setHeader('Retry-After', String(seconds));
      throw new HttpException(
        {
          statusCode: HttpStatus.TOO_MANY_REQUESTS,
          error: 'Too Many Requests',
          message: `Too many wrong keys in the ${TEACHER_KEY_HEADER} header from this address; retry after the Retry-After seconds. The right key is always accepted.`,
          code: 'wrong_key_throttled',
        } satisfies ApiError,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const extra = wrong - FREE_TRIES;
    if (extra > 0) await sleep(Math.min(FIRST_DELAY_MS * 2 ** (extra - 1), MAX_DELAY_MS));
  }

  /** The count in this process. */
  private countHere(address: string, print: string, now: number) {
    const window = this.windowOf(address, now);
    if (window.wrong.size <= this.limit) window.wrong.add(print);
    return { wrong: window.wrong.size, endsAt: window.endsAt };
  }

  /** The count in Redis, shared by every replica; null without Redis or when it fails. */
  private async countInRedis(address: string, print: string, now: number) {
    const client = this.redis.client;
    if (!client || !this.redis.ready) return null;
    try {
      const [wrong, left] = (await client.eval(
        COUNT_IN_REDIS,
        1,
        `piba:wrong-keys:${address}`,
        print,
        this.limit,
        WINDOW_MS,
      )) as [number, number];
      return { wrong: Number(wrong), endsAt: now + Number(left) };
    } catch (error) {
      this.redis.problems.error('Redis did not count a wrong key: counted in this process', error);
      return null;
    }
  }

  private windowOf(address: string, now: number): Window {
    const current = this.windows.get(address);
    if (current && current.endsAt > now) return current;
    if (this.windows.size >= MAX_ADDRESSES) {
      for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
      if (this.windows.size >= MAX_ADDRESSES) this.windows.clear();
    }
    const fresh = { wrong: new Set<string>(), endsAt: now + WINDOW_MS };
    this.windows.set(address, fresh);
    return fresh;
  }
}
