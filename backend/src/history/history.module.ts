import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HistoryController } from './history.controller.js';
import { HistoryRecordEntity } from './history-record.entity.js';
import { HistoryExportService } from './history-export.service.js';
import { HistoryService } from './history.service.js';
import { TeacherKeyGuard } from './teacher-key.guard.js';

@Module({
  imports: [TypeOrmModule.forFeature([HistoryRecordEntity])],
  controllers: [HistoryController],
  providers: [HistoryService, HistoryExportService, TeacherKeyGuard],
  exports: [TeacherKeyGuard],
})
export class HistoryModule {}
