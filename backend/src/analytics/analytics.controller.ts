import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AnalyticsReport } from '@piba/shared';
import { TeacherOnly } from '../teacher-access/teacher-only.decorator.js';
import { AnalyticsQueryDto } from './analytics-query.dto.js';
import { AnalyticsService } from './analytics.service.js';

@ApiTags('analytics')
@Controller('analytics')
@TeacherOnly()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiOkResponse({
    description: 'Learning gain per class and overall, per-question measures, pairs',
  })
  report(@Query() query: AnalyticsQueryDto): Promise<AnalyticsReport> {
    return this.analytics.report(query.classRoom ?? null);
  }
}
