import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Redis, type RedisOptions } from 'ioredis';
import { OnceAMinute } from '../common/once-a-minute.js';
import type { Environment } from '../config/environment.js';

/** A command Redis has not answered by then fails, and the caller does without Redis. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for Redis before going on without it. */
const CONNECT_WAIT_MS = 2_000;

const OPTIONS: RedisOptions = {
  // While Redis is unreachable a command fails at once instead of waiting in a queue: a
  // student's request must not wait for it.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: CONNECT_WAIT_MS,
  // Tries again forever, at most every 2 s, so the limits are shared again once it is back.
  retryStrategy: (tries) => Math.min(tries * 250, 2_000),
};

/** Where Redis is, for the log; never includes a password. */
function describeRedis(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
}

type Listener = (payload: Record<string, unknown>) => void;

/**
 * The connection to Redis that REDIS_URL names, shared by every replica of the deployment: the
 * rate limit, the wrong-key throttle and the job leases count there, and changes to results are
 * broadcast there. Without REDIS_URL `client` is null and each of them works in this process, as
 * one server always has. Redis going away never stops a request: each user falls back, and the
 * failure is logged at most once a minute.
 */
@Injectable()
export class RedisConnection implements OnModuleInit, OnApplicationShutdown {
  readonly client: Redis | null;
  /** This process, in what it broadcasts: it does not act on its own messages. */
  readonly origin = randomUUID();
  readonly problems = new OnceAMinute('Redis');
  private readonly where: string | null;
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(config: ConfigService<Environment, true>) {
    const url = config.get('REDIS_URL', { infer: true });
    this.where = url ? describeRedis(url) : null;
    this.client = url ? new Redis(url, OPTIONS) : null;
    this.client?.on('error', (error: unknown) =>
      this.problems.error(`Redis at ${this.where} failed`, error),
    );
  }

  /** Whether commands can be sent now. */
  get ready(): boolean {
    return this.client?.status === 'ready';
  }

  async onModuleInit(): Promise<void> {
    if (!this.client) return;
    const logger = new Logger('Redis');
    if (!this.ready) {
      await Promise.race([once(this.client, 'ready'), sleep(CONNECT_WAIT_MS)]).catch(() => {});
    }
    if (this.ready) {
      logger.log(`Sharing limits, job leases and analysis changes through Redis at ${this.where}`);
    } else {
      logger.warn(
        `Redis at ${this.where} does not answer: limits are counted in this process until it does`,
      );
    }
  }

  /** Sends `payload` to every process listening on `channel`, this one aside. */
  broadcast(channel: string, payload: Record<string, unknown>): void {
    if (!this.client) return;
    this.client
      .publish(channel, JSON.stringify({ ...payload, origin: this.origin }))
      .catch((error: unknown) => this.problems.error(`Could not broadcast on ${channel}`, error));
  }

  /** Calls `listener` with what other processes broadcast on `channel`. */
  listen(channel: string, listener: Listener): void {
    if (!this.client) return;
    if (!this.subscriber) {
      // A connection of its own: a subscribed connection sends no other commands. It queues its
      // subscriptions until it is connected and subscribes again after every reconnection.
      const subscriber = this.client.duplicate({ enableOfflineQueue: true });
      subscriber.on('error', () => {
        // The command connection reports the same failure.
      });
      subscriber.on('message', (from: string, message: string) => this.deliver(from, message));
      this.subscriber = subscriber;
    }
    const listeners = this.listeners.get(channel);
    if (listeners) {
      listeners.push(listener);
      return;
    }
    this.listeners.set(channel, [listener]);
    this.subscriber
      .subscribe(channel)
      .catch((error: unknown) => this.problems.error(`Could not listen on ${channel}`, error));
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.client?.disconnect();
  }

  private deliver(channel: string, message: string): void {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(message) as Record<string, unknown>;
    } catch {
      return;
    }
    if (payload.origin === this.origin) return;
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }
}
