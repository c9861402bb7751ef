import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { HistoryExportQuery } from '@piba/shared';
import { QueryBoolean } from '../../common/query-boolean.js';
import { ListHistoryQueryDto } from './list-history-query.dto.js';

/** The export takes the list's filters and order; it has no pages. */
export class ExportHistoryQueryDto
  extends OmitType(ListHistoryQueryDto, ['page', 'pageSize'] as const)
  implements HistoryExportQuery
{
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'true: a research export, with a participant code instead of the name (the same for a student in every export), class, session, scores and times. Never a name.',
  })
  @IsOptional()
  @QueryBoolean()
  pseudonymous = false;
}
