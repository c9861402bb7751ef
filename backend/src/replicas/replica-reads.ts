import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { OnceAMinute } from '../common/once-a-minute.js';

/** A connection for reads that need not see a write made a moment ago; release it once done. */
export interface ReplicaRead {
  /** Queries through this manager (or its repositories) go to that connection. */
  readonly manager: EntityManager;
  /** Whether it is a read replica's, rather than the primary's. */
  readonly onReplica: boolean;
  /** Gives the connection back; a second call does nothing. */
  release(): Promise<void>;
}

/**
 * The heavy reads that may lag a moment behind the writes (the exports of all results, the
 * audit log) go to a read replica (DATABASE_REPLICA_URLS); every other query stays on the primary,
 * TypeORM's default mode there. Without replicas, or while none accepts a connection, the read
 * goes to the primary: an export is never refused for want of a replica, and the failure is
 * logged at most once a minute.
 */
@Injectable()
export class ReplicaReads {
  private readonly problems = new OnceAMinute('ReadReplica');
  private open = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether DATABASE_REPLICA_URLS named read replicas. */
  get configured(): boolean {
    const options = this.dataSource.options;
    return options.type === 'mysql' && options.replication !== undefined;
  }

  /** Connections handed out and not yet released (a stream that never ends would keep one). */
  get inUse(): number {
    return this.open;
  }

  /** A connection to a read replica, or to the primary when there is none or none answers. */
  async connect(): Promise<ReplicaRead> {
    if (this.configured) {
      const runner = this.dataSource.createQueryRunner('slave');
      try {
        await runner.connect();
        return this.handOut(runner, true);
      } catch (error) {
        await runner.release().catch(() => {});
        this.problems.error(
          'No read replica accepted a connection: reading from the primary',
          error,
        );
      }
    }
    const runner = this.dataSource.createQueryRunner('master');
    await runner.connect();
    return this.handOut(runner, false);
  }

  /** Runs `read` on a replica's connection (ReplicaReads.connect), released when it is done. */
  async read<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    const connection = await this.connect();
    try {
      return await read(connection.manager);
    } finally {
      await connection.release();
    }
  }

  private handOut(runner: QueryRunner, onReplica: boolean): ReplicaRead {
    this.open += 1;
    let released = false;
    return {
      manager: runner.manager,
      onReplica,
      release: async () => {
        if (released) return;
        released = true;
        this.open -= 1;
        await runner.release().catch(() => {});
      },
    };
  }
}
