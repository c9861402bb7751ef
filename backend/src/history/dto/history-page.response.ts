import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { HistoryPage, HistoryPageMeta, HistorySummary } from '@piba/shared';
import { HistoryRecordResponse } from './history-record.response.js';

@ApiSchema({
  name: 'HistorySummary',
  description: 'Counts over every record that matches the filter, not just the page',
})
export class HistorySummaryResponse implements HistorySummary {
  @ApiProperty({ type: 'integer', minimum: 0 })
  pretest: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  posttest: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 100,
    example: 67.5,
    description: 'Mean percentage, one decimal; null when nothing matches',
  })
  averagePercentage: number | null;
}

@ApiSchema({ name: 'HistoryPageMeta' })
export class HistoryPageMetaResponse implements HistoryPageMeta {
  @ApiProperty({ type: 'integer', minimum: 1 })
  page: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  pageSize: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Records that match the filter' })
  total: number;

  @ApiProperty()
  summary: HistorySummaryResponse;
}

@ApiSchema({ name: 'HistoryPage', description: 'One page of results, newest first by default' })
export class HistoryPageResponse implements HistoryPage {
  @ApiProperty({ type: [HistoryRecordResponse] })
  data: HistoryRecordResponse[];

  @ApiProperty()
  meta: HistoryPageMetaResponse;
}
