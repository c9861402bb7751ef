import { Global, Module } from '@nestjs/common';
import { JobLease } from './job-lease.js';
import { RedisConnection } from './redis-connection.js';
import { ReplicaReads } from './replica-reads.js';

/**
 * What the replicas of one deployment share through Redis (REDIS_URL): request and wrong-key
 * counts, job leases, changes to results. Without it, each process keeps its own, as one server
 * always has. And the connections to MySQL's read replicas (DATABASE_REPLICA_URLS), for the
 * heavy reads that may lag a moment behind.
 */
@Global()
@Module({
  providers: [RedisConnection, JobLease, ReplicaReads],
  exports: [RedisConnection, JobLease, ReplicaReads],
})
export class ReplicasModule {}
