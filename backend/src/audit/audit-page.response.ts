import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { PageMetaResponse } from '../common/page-meta.response.js';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditPage } from '@piba/shared';

@ApiSchema({ name: 'AuditEntry', description: 'One access to the results; never a key or a name' })
export class AuditEntryResponse implements AuditEntry {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ format: 'date-time', example: '2026-11-25T01:00:00.000Z' })
  at: string;

  @ApiProperty({
    example: 'session K7P3QX',
    description: '`admin`, `session <join code>` (a session key) or `system` (a daily job)',
  })
  actor: string;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action: AuditAction;

  @ApiProperty({ type: String, nullable: true, example: 'result 12' })
  target: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Permintaan orang tua (2 results)' })
  detail: string | null;

  @ApiProperty({ type: String, nullable: true, example: '10.0.0.7' })
  address: string | null;
}

@ApiSchema({ name: 'AuditPage', description: 'One page of the audit log, newest first' })
export class AuditPageResponse implements AuditPage {
  @ApiProperty({ type: [AuditEntryResponse] })
  data: AuditEntryResponse[];

  @ApiProperty()
  meta: PageMetaResponse;
}
