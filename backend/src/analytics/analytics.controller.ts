import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnalyticsReport, ProgrammeReport, TeacherScope } from '@piba/shared';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { Scope, TeacherOnly, withinScope } from '../teacher-access/index.js';
import { AnalyticsReportResponse } from './dto/analytics-report.response.js';
import { ProgrammeReportResponse } from './dto/programme-report.response.js';
import { AnalyticsQueryDto, ProgrammeQueryDto } from './analytics-query.dto.js';
import { AnalyticsService } from './analytics.service.js';
import { ProgrammeService } from './programme.service.js';

@ApiTags('analytics')
@Controller('analytics')
@TeacherOnly()
@ApiRetryableErrors()
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly programme: ProgrammeService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getAnalytics',
    summary: 'The analysis of learning gain',
    description:
      "Learning gain per class (of a session) and overall, per-question difficulty and discrimination (answers of the current answer key only), paired students and students without a post-test; for every class or one, every session or one. One population: every figure comparing the pre-test with the post-test (the means, <g> and g per class and overall, the questions' difficulty before and after and their gain, the evidence) is over the pairs the tests use, which leave out the flagged pairs (evidence.excludedOtherKey, excludedMaterialsFirst) unless includeFlagged=true; figures over every result stand apart in each group's allResults, and the unpaired are counted with the attrition rate. For one session, its name and consent record (sessionDetails); for any selection, the time between the tested pairs' two tests (testInterval). A session key reads its own session only.",
  })
  @ApiOkResponse({ type: AnalyticsReportResponse })
  @ApiErrors({ 400: 'A message per invalid or unknown query parameter' })
  report(
    @Query() query: AnalyticsQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<AnalyticsReport> {
    const { session, classRoom, includeFlagged } = withinScope(query, scope);
    return this.analytics.report(session ?? null, classRoom ?? null, includeFlagged);
  }

  @Get('programme')
  @ApiOperation({
    operationId: 'getProgramme',
    summary: 'Every session side by side, with its statistics, and all of them pooled',
    description:
      "Each session's evidence (descriptives, Shapiro–Wilk, paired t-test or Wilcoxon, effect sizes, N-gain) over every pair of it, newest session first, and the same over all their pairs together; or one session (session). The tests leave out the flagged pairs unless includeFlagged=true. Results without a session are left out. A session key gets its own session only.",
  })
  @ApiOkResponse({ type: ProgrammeReportResponse })
  @ApiErrors({ 400: 'A message per invalid or unknown query parameter' })
  programmeReport(
    @Query() query: ProgrammeQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<ProgrammeReport> {
    const { session, includeFlagged } = withinScope(query, scope);
    return this.programme.report(session, includeFlagged);
  }
}
