import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import type { HistoryFilter, HistoryType } from '@piba/shared';

const instant = { strict: true, strictSeparator: true };
/** Spaces around a class or a search are a typing slip, on every endpoint that filters. */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class HistoryFilterDto implements HistoryFilter {
  @ApiPropertyOptional({ description: 'Exact class, e.g. 8A; every class when absent' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'classRoom must be given once' })
  @MaxLength(50, { message: 'classRoom must be at most 50 characters' })
  classRoom?: string;

  @ApiPropertyOptional({ enum: ['pretest', 'posttest'] })
  @IsOptional()
  @IsIn(['pretest', 'posttest'], { message: 'type must be one of: pretest, posttest' })
  type?: HistoryType;

  @ApiPropertyOptional({ description: 'Part of a name, case-insensitive' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'q must be given once' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ description: 'Results saved at or after this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601(instant, {
    message: 'from must be an ISO 8601 date-time, e.g. 2026-11-21T00:00:00+07:00',
  })
  from?: string;

  @ApiPropertyOptional({ description: 'Results saved before this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601(instant, {
    message: 'to must be an ISO 8601 date-time, e.g. 2026-11-22T00:00:00+07:00',
  })
  to?: string;
}
