import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AccessStatus } from '@piba/shared';

@ApiSchema({ name: 'AccessStatus' })
export class AccessStatusResponse implements AccessStatus {
  @ApiProperty({
    description:
      'true: the server has no admin key (TEACHER_ACCESS_KEY), so anyone who reaches it can read every result',
  })
  open_access: boolean;
}
