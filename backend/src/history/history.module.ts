import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HistoryController } from './history.controller.js';
import { HistoryRecordEntity } from './history-record.entity.js';
import { HistoryService } from './history.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([HistoryRecordEntity])],
  controllers: [HistoryController],
  providers: [HistoryService],
})
export class HistoryModule {}
