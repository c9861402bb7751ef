// What other modules use of the replicas' shared state: the module, Redis, job leases, and the
// connections to MySQL's read replicas.
export { JobLease } from './job-lease.js';
export { ReplicasModule } from './replicas.module.js';
export { RedisConnection } from './redis-connection.js';
export { ReplicaReads, type ReplicaRead } from './replica-reads.js';
export { sharedRateLimit } from './shared-rate-limit.js';
