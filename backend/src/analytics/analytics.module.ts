import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/index.js';
import { PacksModule } from '../packs/index.js';
import { TeacherAccessModule } from '../teacher-access/index.js';
import { AnalysisPacks } from './analysis-pack.js';
import { AnalyticsCache } from './analytics-cache.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsExportController } from './analytics-export.controller.js';
import { AnalysisWorkbooks } from './analytics-xlsx.service.js';
import { AnalyticsService } from './analytics.service.js';
import { ProgrammeService } from './programme.service.js';
import { ResultChanges } from './result-changes.js';
import { SharedResultChanges } from './shared-result-changes.js';

@Module({
  imports: [TeacherAccessModule, HistoryModule, PacksModule],
  controllers: [AnalyticsController, AnalyticsExportController],
  providers: [
    AnalyticsService,
    ProgrammeService,
    AnalysisWorkbooks,
    AnalyticsCache,
    AnalysisPacks,
    ResultChanges,
    SharedResultChanges,
  ],
})
export class AnalyticsModule {}
