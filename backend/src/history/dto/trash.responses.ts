import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PageMetaResponse } from '../../common/page-meta.response.js';
import type { ErasedStudent, TrashedRecord, TrashPage } from '@piba/shared';
import { HistoryRecordResponse } from './history-record.response.js';

@ApiSchema({ name: 'TrashedRecord', description: 'A deleted result, restorable until purge_at' })
export class TrashedRecordResponse extends HistoryRecordResponse implements TrashedRecord {
  @ApiProperty({ format: 'date-time', example: '2026-11-25T01:00:00.000Z' })
  deleted_at: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-12-25T01:00:00.000Z',
    description: 'When it is purged for good unless restored',
  })
  purge_at: string;
}

@ApiSchema({ name: 'TrashPage', description: 'The trash, newest deletion first' })
export class TrashPageResponse implements TrashPage {
  @ApiProperty({ type: [TrashedRecordResponse] })
  data: TrashedRecordResponse[];

  @ApiProperty()
  meta: PageMetaResponse;
}

@ApiSchema({ name: 'ErasedStudent' })
export class ErasedStudentResponse implements ErasedStudent {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'How many results were erased' })
  erased: number;
}
