import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { HistoryFilterDto, SessionFilterDto } from '../history/index.js';

const BOOLEANS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** Whether the tests use the flagged pairs too; left out by default. */
export class IncludeFlaggedDto {
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'true (or 1): the tests use every pair, the flagged ones too (pre- and post-test scored with different answer-key versions, materials opened before the pre-test); false (or 0, the default): they leave them out. Either way they are counted.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value in BOOLEANS ? BOOLEANS[value] : value,
  )
  @IsBoolean({ message: 'includeFlagged must be true, false, 1 or 0' })
  includeFlagged = false;
}

/** The session and class to analyse, read as the results table reads them. */
export class AnalyticsQueryDto extends IntersectionType(
  PickType(HistoryFilterDto, ['session', 'classRoom']),
  IncludeFlaggedDto,
) {}

/** The programme view's session, read as the results table reads it. */
export class ProgrammeQueryDto extends IntersectionType(SessionFilterDto, IncludeFlaggedDto) {}
