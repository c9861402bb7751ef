import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { HISTORY_SORT_FIELDS, type HistoryQuery, type HistorySortField } from '@piba/shared';
import { HistoryFilterDto } from './history-filter.dto.js';

export const MAX_PAGE_SIZE = 500;
const SORTS = HISTORY_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);
type Sort = `${'' | '-'}${HistorySortField}`;

export class ListHistoryQueryDto extends HistoryFilterDto implements HistoryQuery {
  @ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1, maximum: 1_000_000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  page = 1;

  @ApiPropertyOptional({ type: 'integer', default: 50, minimum: 1, maximum: MAX_PAGE_SIZE })
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
}
