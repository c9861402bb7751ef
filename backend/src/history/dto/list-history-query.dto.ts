import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  HISTORY_SORT_FIELDS,
  type HistoryQuery,
  type HistorySortField,
  type HistoryType,
} from '../history-record.contract.js';

export const MAX_PAGE_SIZE = 500;
const SORTS = HISTORY_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);
type Sort = `${'' | '-'}${HistorySortField}`;

export class ListHistoryQueryDto implements HistoryQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  page = 1;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize = 50;

  @ApiPropertyOptional({
    enum: SORTS,
    default: '-created_at',
    description: 'A field; a leading "-" sorts descending.',
  })
  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of: ${SORTS.join(', ')}` })
  sort: Sort = '-created_at';

  @ApiPropertyOptional({ description: 'Exact class, e.g. 8A' })
  @IsOptional()
  @IsString({ message: 'classRoom must be given once' })
  @MaxLength(50, { message: 'classRoom must be at most 50 characters' })
  classRoom?: string;

  @ApiPropertyOptional({ enum: ['pretest', 'posttest'] })
  @IsOptional()
  @IsIn(['pretest', 'posttest'], { message: 'type must be one of: pretest, posttest' })
  type?: HistoryType;

  @ApiPropertyOptional({ description: 'Part of a name, case-insensitive' })
  @IsOptional()
  @IsString({ message: 'q must be given once' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;
}
