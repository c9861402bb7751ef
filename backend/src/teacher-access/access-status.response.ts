import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AccessStatus } from '@piba/shared';

@ApiSchema({ name: 'AccessStatus' })
export class AccessStatusResponse implements AccessStatus {
  @ApiProperty({
    description:
      'true: the server has no admin key (TEACHER_ACCESS_KEY), so anyone who reaches it can read every result',
  })
  open_access: boolean;

  @ApiProperty({
    type: 'integer',
    example: 30,
    description: 'Days a deleted result stays in the trash, restorable (TRASH_DAYS)',
  })
  trash_days: number;

  @ApiProperty({
    type: 'integer',
    example: 24,
    description: 'Months after which names are replaced by pseudonyms (RETENTION_MONTHS)',
  })
  retention_months: number;
}
