import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import type { UpdateSessionInput } from '@piba/shared';
import {
  PACK_VERSION_MESSAGE,
  PACK_VERSION_PATTERN,
  PACK_VERSION_PROPERTY,
} from './pack-version.js';

export class UpdateSessionDto implements UpdateSessionInput {
  @ApiPropertyOptional({
    description: 'false closes the session to new joins; results of tabs that joined still count',
  })
  // One of the two is required: without pack_version, open is.
  @ValidateIf(
    (input: UpdateSessionDto) => input.open !== undefined || input.pack_version === undefined,
  )
  @IsDefined({ message: 'open or pack_version is required' })
  @IsBoolean({ message: 'open must be true or false' })
  open?: boolean;

  @ApiPropertyOptional({
    ...PACK_VERSION_PROPERTY,
    description:
      'Another lesson pack version for the session: published and not retired (else 400), and only while the session holds no results (else 409).',
  })
  @IsOptional()
  @IsString({ message: PACK_VERSION_MESSAGE })
  @Matches(PACK_VERSION_PATTERN, { message: PACK_VERSION_MESSAGE })
  pack_version?: string;
}
