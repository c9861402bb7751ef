import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { PageQueryDto } from '../../common/page-query.dto.js';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { HISTORY_SORT_FIELDS, type HistoryQuery, type HistorySortField } from '@piba/shared';
import { HistoryFilterDto } from './history-filter.dto.js';

export const MAX_PAGE_SIZE = 500;
const SORTS = HISTORY_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);
type Sort = `${'' | '-'}${HistorySortField}`;

/** The filter, a page (as every paged list takes it) and an order; pages may be larger here. */
export class ListHistoryQueryDto
  extends IntersectionType(HistoryFilterDto, PickType(PageQueryDto, ['page'] as const))
  implements HistoryQuery
{
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
