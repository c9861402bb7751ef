import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HistoryController } from './history.controller.js';
import { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
import { HistoryRetention } from './history-retention.js';
import { HistoryTrashService } from './history-trash.service.js';
import { ParticipantCodes } from './participant-codes.js';
import { HistoryExportService } from './history-export.service.js';
import { HistoryListService } from './history-list.service.js';
import { HistorySaveService } from './history-save.service.js';
import { TeacherAccessModule } from '../teacher-access/index.js';
import { PacksModule } from '../packs/index.js';
import { SessionsModule } from '../sessions/index.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([HistoryRecordEntity, HistoryTrashEntity]),
    TeacherAccessModule,
    PacksModule,
    SessionsModule,
  ],
  controllers: [HistoryController],
  providers: [
    HistorySaveService,
    HistoryListService,
    HistoryExportService,
    HistoryTrashService,
    HistoryRetention,
    ParticipantCodes,
  ],
  exports: [ParticipantCodes, HistoryRetention],
})
export class HistoryModule {}
