import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  type HistoryFilter,
  type HistoryType,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
} from '@piba/shared';

const instant = { strict: true, strictSeparator: true };
/** Spaces around a class or a search are a typing slip, on every endpoint that filters. */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A join code as typed (any case, dashes), or `none`. */
const sessionFilter = ({ value }: { value: unknown }) =>
  typeof value !== 'string' || value.trim() === 'none' ? value : normalizeJoinCode(value);

export class HistoryFilterDto implements HistoryFilter {
  @ApiPropertyOptional({
    description:
      "A session's join code, or none for results without a session; every session when absent. A session key always reads its own session, whatever this says.",
    example: 'K7P3QX',
  })
  @IsOptional()
  @Transform(sessionFilter)
  @IsString({ message: 'session must be given once' })
  @Matches(new RegExp(`^(none|[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}})$`), {
    message: 'session must be a join code such as K7P3QX, or none',
  })
  session?: string;

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

/** The session filter alone (the class list). */
export class SessionFilterDto extends PickType(HistoryFilterDto, ['session']) {}
