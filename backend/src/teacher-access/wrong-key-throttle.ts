import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Response } from 'express';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import type { ApiError } from '../common/api-error.response.js';
import type { Environment } from '../config/environment.js';

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
 * Wrong keys from one address are answered ever more slowly, then with 429 and Retry-After until
 * the minute is over. Only wrong keys count and only they wait: a right key from the same address
 * (the teacher, behind the lab's one NAT address with a student trying keys) is always let in.
 * That is safe because every key is long and random (docs/privacy.md, "Keys and throttling").
 * Counted in this process, as the request limit is.
 */
@Injectable()
export class WrongKeyThrottle {
  private readonly limit: number;
  private readonly windows = new Map<string, Window>();

  constructor(config: ConfigService<Environment, true>) {
    this.limit = config.get('FAILED_KEY_LIMIT_PER_MINUTE', { infer: true });
  }

  /**
   * Counts a wrong key from `address`: waits its delay, or throws 429 past the limit. The same
   * wrong key again counts once: a teacher page asks for several things with the key the
   * teacher typed, and one mistyped key is one try.
   */
  async refuse(address: string, key: string, response: Response): Promise<void> {
    const now = Date.now();
    const window = this.windowOf(address, now);
    if (window.wrong.size <= this.limit) window.wrong.add(fingerprint(key));
    const wrong = window.wrong.size;
    if (wrong > this.limit) {
      const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
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
