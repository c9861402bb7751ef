import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PacksModule } from '../packs/index.js';
import { ResultsModule } from '../results/index.js';
import { TeacherAccessModule } from '../teacher-access/index.js';
import { SessionEntity } from './session.entity.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

/** Sessions: one named run of the programme per school (docs/product.md, "Sessions"). */
@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity]),
    PacksModule,
    ResultsModule,
    TeacherAccessModule,
  ],
  controllers: [SessionsController],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}
