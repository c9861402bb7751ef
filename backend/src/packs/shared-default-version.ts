import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RedisConnection } from '../replicas/index.js';
import { PackVersionsService } from './pack-versions.service.js';

const CHANNEL = 'piba:default-pack-version';

/**
 * With REDIS_URL, a version published or retired through one replica makes every other replica
 * forget the default version it keeps, a moment later, rather than answer the old one for up to
 * DEFAULT_VERSION_MAX_AGE_MS. While Redis fails, that age is the bound again.
 */
@Injectable()
export class SharedDefaultVersion implements OnModuleInit {
  constructor(
    private readonly versions: PackVersionsService,
    private readonly redis: RedisConnection,
  ) {}

  onModuleInit(): void {
    if (!this.redis.client) return;
    this.redis.listen(CHANNEL, () => this.versions.forgetDefault());
    this.versions.onDefaultChange(() => this.redis.broadcast(CHANNEL, {}));
  }
}
