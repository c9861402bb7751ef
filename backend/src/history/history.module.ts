import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HistoryController } from './history.controller.js';
import { HistoryRecordEntity } from './history-record.entity.js';
import { HistoryExportService } from './history-export.service.js';
import { HistoryService } from './history.service.js';
import { TeacherAccessModule } from '../teacher-access/index.js';
import { SessionsModule } from '../sessions/index.js';

@Module({
  imports: [TypeOrmModule.forFeature([HistoryRecordEntity]), TeacherAccessModule, SessionsModule],
  controllers: [HistoryController],
  providers: [HistoryService, HistoryExportService],
})
export class HistoryModule {}
