import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnalyticsReport, TeacherScope } from '@piba/shared';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { Scope, TeacherOnly, withinScope } from '../teacher-access/index.js';
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
      'Learning gain per class (of a session) and overall, per-question difficulty and discrimination (answers of the current answer key only), paired students and students without a post-test; for every class or one, every session or one. A session key reads its own session only.',
  })
  @ApiOkResponse({ type: AnalyticsReportResponse })
  @ApiErrors({ 400: 'A message per invalid or unknown query parameter' })
  report(
    @Query() query: AnalyticsQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<AnalyticsReport> {
    const { session, classRoom } = withinScope(query, scope);
    return this.analytics.report(session ?? null, classRoom ?? null);
  }
}
