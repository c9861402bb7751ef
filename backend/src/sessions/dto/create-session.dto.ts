import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { CreateSessionInput } from '@piba/shared';
import { cleanText } from '../../common/clean-text.js';
import {
  PACK_VERSION_MESSAGE,
  PACK_VERSION_PATTERN,
  PACK_VERSION_PROPERTY,
} from './pack-version.js';

export class CreateSessionDto implements CreateSessionInput {
  @ApiProperty({
    example: 'SMPN 1 Sleman — kelas 8, 25 Nov 2026',
    maxLength: 100,
    description: 'What the session is called on the join page and in the lists',
  })
  @Transform(({ value }: { value: unknown }) => cleanText(value) ?? '')
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name: string;

  @ApiPropertyOptional({
    example: 'Bu Sari, guru BK',
    maxLength: 100,
    description:
      "Who confirms that the school holds the parents' or guardians' consent for this run. Without it the session still takes results, and the sessions page and exports flag it.",
  })
  @Transform(({ value }: { value: unknown }) => cleanText(value) || undefined)
  @IsOptional()
  @IsString({ message: 'consent_confirmed_by must be text' })
  @MaxLength(100, { message: 'consent_confirmed_by must be at most 100 characters' })
  consent_confirmed_by?: string;

  @ApiPropertyOptional(PACK_VERSION_PROPERTY)
  @IsOptional()
  @IsString({ message: PACK_VERSION_MESSAGE })
  @Matches(PACK_VERSION_PATTERN, { message: PACK_VERSION_MESSAGE })
  pack_version?: string;
}
