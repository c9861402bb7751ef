import { Global, Module } from '@nestjs/common';
import { JobLease } from './job-lease.js';
import { RedisConnection } from './redis-connection.js';

/**
 * What the replicas of one deployment share through Redis (REDIS_URL): request and wrong-key
 * counts, job leases, changes to results. Without it, each process keeps its own, as one server
 * always has.
 */
@Global()
@Module({
  providers: [RedisConnection, JobLease],
  exports: [RedisConnection, JobLease],
})
export class ReplicasModule {}
