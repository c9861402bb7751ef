import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { QueryBoolean } from '../common/query-boolean.js';
import { HistoryFilterDto, SessionFilterDto } from '../history/index.js';

/** Whether the tests use the flagged pairs too; left out by default. */
export class IncludeFlaggedDto {
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'true (or 1): the tests use every pair, the flagged ones too (pre- and post-test scored with different answer-key versions, materials opened before the pre-test); false (or 0, the default): they leave them out. Either way they are counted.',
  })
  @IsOptional()
  // 1 and 0 too, as this parameter has taken them from the start (pseudonymous refuses them).
  @QueryBoolean({ digits: true })
  includeFlagged = false;
}

/** The session and class to analyse, read as the results table reads them. */
export class AnalyticsQueryDto extends IntersectionType(
  PickType(HistoryFilterDto, ['session', 'classRoom']),
  IncludeFlaggedDto,
) {}

/** The programme view's session, read as the results table reads it. */
export class ProgrammeQueryDto extends IntersectionType(SessionFilterDto, IncludeFlaggedDto) {}
