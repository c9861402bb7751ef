import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TeacherAccessModule } from '../teacher-access/index.js';
import { DefaultPackSeeder } from './default-pack.seeder.js';
import { PACK_ENTITIES } from './pack.entities.js';
import { PackVersionsController } from './pack-versions.controller.js';
import { PackVersionsService } from './pack-versions.service.js';
import { PacksController } from './packs.controller.js';
import { PacksService } from './packs.service.js';
import { SharedDefaultVersion } from './shared-default-version.js';
import { PackSharingController, PackSharingService } from './sharing/index.js';

/**
 * Lesson packs (docs/content.md): PIBA's own lesson as the default pack, the packs the
 * programme team writes in the browser, and their published versions, which never change.
 */
@Module({
  imports: [TypeOrmModule.forFeature(PACK_ENTITIES), TeacherAccessModule],
  controllers: [PacksController, PackVersionsController, PackSharingController],
  providers: [
    PackVersionsService,
    SharedDefaultVersion,
    PacksService,
    DefaultPackSeeder,
    PackSharingService,
  ],
  exports: [PackVersionsService, PacksService],
})
export class PacksModule {}
