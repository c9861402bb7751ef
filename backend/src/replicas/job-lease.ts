import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import { RedisConnection } from './redis-connection.js';

/**
 * How long MySQL's lock is kept after a run began: replicas started together (a rollout) find it
 * taken and skip their run.
 */
export const MYSQL_HOLD_MS = 10 * 60_000;

/**
 * Who runs a periodic job when several replicas would: the one that takes its lease.
 *
 * - With Redis, `SET NX PX`: the lease lasts `ms`, so one replica of the deployment runs the job
 *   in that time, however many start.
 * - Without it (or while it is unreachable), on MySQL, `GET_LOCK`: held by a connection of this
 *   process while the job runs and for MYSQL_HOLD_MS after it began, so replicas started
 *   together run it once; it goes with the process that held it.
 * - On the embedded SQLite, one process: always this one.
 */
@Injectable()
export class JobLease implements OnApplicationShutdown {
  private readonly held = new Map<string, { runner: QueryRunner; timer: NodeJS.Timeout }>();

  constructor(
    private readonly redis: RedisConnection,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Whether this process should run job `name` now; the lease, when taken, lasts `ms`. */
  async take(name: string, ms: number): Promise<boolean> {
    if (this.redis.client && this.redis.ready) {
      try {
        const key = `piba:lease:${name}`;
        const taken = await this.redis.client.set(key, this.redis.origin, 'PX', ms, 'NX');
        return taken === 'OK';
      } catch (error) {
        this.redis.problems.error(`Could not take the lease of ${name} in Redis`, error);
      }
    }
    if (this.dataSource.options.type === 'mysql') return this.lockInMysql(name);
    return true;
  }

  onApplicationShutdown(): void {
    for (const name of [...this.held.keys()]) void this.release(name);
  }

  private async lockInMysql(name: string): Promise<boolean> {
    if (this.held.has(name)) return false;
    const runner = this.dataSource.createQueryRunner();
    try {
      const [{ taken }] = (await runner.query('SELECT GET_LOCK(?, 0) AS taken', [
        `piba_${name}`,
      ])) as Array<{ taken: number | string | null }>;
      if (Number(taken) !== 1) {
        await runner.release();
        return false;
      }
    } catch (error) {
      await runner.release().catch(() => {});
      throw error;
    }
    const timer = setTimeout(() => void this.release(name), MYSQL_HOLD_MS).unref();
    this.held.set(name, { runner, timer });
    return true;
  }

  private async release(name: string): Promise<void> {
    const held = this.held.get(name);
    if (!held) return;
    this.held.delete(name);
    clearTimeout(held.timer);
    await held.runner.query('SELECT RELEASE_LOCK(?)', [`piba_${name}`]).catch(() => {});
    await held.runner.release().catch(() => {});
  }
}
