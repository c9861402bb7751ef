import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { TEACHER_KEY_HEADER, type AnalyticsReport } from '@piba/shared';
import { TeacherKeyGuard } from '../history/teacher-key.guard.js';
import { AnalyticsQueryDto } from './analytics-query.dto.js';
import { AnalyticsService } from './analytics.service.js';

@ApiTags('analytics')
@Controller('analytics')
@UseGuards(TeacherKeyGuard)
@ApiHeader({ name: TEACHER_KEY_HEADER, required: false })
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
