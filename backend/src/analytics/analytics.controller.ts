import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnalyticsReport } from '@piba/shared';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { TeacherOnly } from '../teacher-access/teacher-only.decorator.js';
import { AnalyticsReportResponse } from './dto/analytics-report.response.js';
import { AnalyticsQueryDto } from './analytics-query.dto.js';
import { AnalyticsService } from './analytics.service.js';

@ApiTags('analytics')
@Controller('analytics')
@TeacherOnly()
@ApiRetryableErrors()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getAnalytics',
    summary: 'The analysis of learning gain',
    description:
      'Learning gain per class and overall, per-question difficulty and discrimination (answers of the current answer key only), paired students and students without a post-test; for every class or one.',
  })
  @ApiOkResponse({ type: AnalyticsReportResponse })
  @ApiErrors({ 400: 'A message per invalid or unknown query parameter' })
  report(@Query() query: AnalyticsQueryDto): Promise<AnalyticsReport> {
    return this.analytics.report(query.classRoom ?? null);
  }
}
