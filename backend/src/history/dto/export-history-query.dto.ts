import { OmitType } from '@nestjs/swagger';
import type { HistoryExportQuery } from '@piba/shared';
import { ListHistoryQueryDto } from './list-history-query.dto.js';

/** The export takes the list's filters and order; it has no pages. */
export class ExportHistoryQueryDto
  extends OmitType(ListHistoryQueryDto, ['page', 'pageSize'] as const)
  implements HistoryExportQuery {}
