import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { UpdateSessionInput } from '@piba/shared';

export class UpdateSessionDto implements UpdateSessionInput {
  @ApiProperty({
    description: 'false closes the session to new joins; results of tabs that joined still count',
  })
  @IsBoolean({ message: 'open must be true or false' })
  open: boolean;
}
