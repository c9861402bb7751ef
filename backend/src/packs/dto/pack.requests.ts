import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { PACK_VERSION_PATTERN } from '@piba/shared';
import { cleanText } from '../../common/clean-text.js';
import { DOCUMENT } from './pack.responses.js';

export class CreatePackDto {
  @ApiPropertyOptional({
    example: '3f9a0c1d2b4e5f60',
    pattern: PACK_VERSION_PATTERN.source,
    description:
      'A published version to copy, with its drawings (the way to start from the default pack); without it the new pack’s draft is empty',
  })
  @IsOptional()
  @IsString({ message: 'from_version must be a version id' })
  @Matches(PACK_VERSION_PATTERN, { message: 'from_version must be 16 lowercase hex digits' })
  from_version?: string;
}

export class RevisePackDto {
  @ApiProperty({
    example: '3f9a0c1d2b4e5f60',
    pattern: PACK_VERSION_PATTERN.source,
    description: 'The published version whose questions are to be revised (a session’s version)',
  })
  @IsString({ message: 'version must be a version id' })
  @Matches(PACK_VERSION_PATTERN, { message: 'version must be 16 lowercase hex digits' })
  version: string;
}

export class SaveDraftDto {
  @ApiProperty({ minimum: 1, description: 'The revision the writer started from (GET …/draft)' })
  @IsInt({ message: 'revision must be a whole number' })
  @Min(1, { message: 'revision must be at least 1' })
  revision: number;

  @ApiProperty(DOCUMENT)
  @IsObject({ message: 'document must be an object' })
  document: object;
}

export class PublishPackDto {
  @ApiPropertyOptional({
    example: 'Soal 3 diperbaiki setelah uji coba di SMPN 1 Sleman',
    maxLength: 500,
    description: 'What changed, for the versions list',
  })
  @Transform(({ value }: { value: unknown }) => cleanText(value) ?? '')
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;
}
