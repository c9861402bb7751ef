import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/unique-violation.js';
import { DEFAULT_PACK_ID, DEFAULT_PACK_NOTE, readDefaultPack } from './default-pack-files.js';
import { PackEntity } from './pack.entities.js';
import { PackVersionsService } from './pack-versions.service.js';

/**
 * Stores PIBA's own lesson as the default pack's version when the server starts: the files in
 * @piba/shared are the pack, and a release that changes them publishes a new version, which then
 * becomes the default. Idempotent, and safe when several replicas start at once.
 */
@Injectable()
export class DefaultPackSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Packs');

  constructor(
    @InjectRepository(PackEntity) private readonly packs: Repository<PackEntity>,
    private readonly versions: PackVersionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { document, drawings } = await readDefaultPack();
    const now = new Date();
    try {
      await this.packs.insert({
        id: DEFAULT_PACK_ID,
        title: document.title,
        is_default: true,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const { version, created } = await this.versions.publish(
      {
        packId: DEFAULT_PACK_ID,
        document,
        drawings,
        note: DEFAULT_PACK_NOTE,
      },
      { asStored: true },
    );
    if (created) {
      await this.packs.update(
        { id: DEFAULT_PACK_ID },
        { title: document.title.slice(0, 200), updated_at: now },
      );
      this.logger.log(`Default pack version ${version.version} stored`);
    }
  }
}
