import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { type CreateSessionInput, FORM_DESIGNS, type FormDesign } from '@piba/shared';
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

  @ApiPropertyOptional({
    enum: FORM_DESIGNS,
    default: 'A',
    description:
      "Which forms the session's tests ask: 'A' form A only; 'A-B' form A at the pre-test and form B at the post-test; 'AB-BA' by arrival, half the students A then B, half B then A. 'A-B' and 'AB-BA' need a pack version with a form B.",
  })
  @IsOptional()
  @IsIn(FORM_DESIGNS, { message: `form_design must be one of ${FORM_DESIGNS.join(', ')}` })
  form_design?: FormDesign;

  @ApiPropertyOptional({
    default: false,
    description: "Each student sees each question's options in an order of their own",
  })
  @IsOptional()
  @IsBoolean({ message: 'shuffle_options must be a boolean' })
  shuffle_options?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    example: '2026-12-09',
    description:
      "A WIB date (YYYY-MM-DD), not before the session's creation day in WIB, from which a student's test is the delayed test; null or absent: no delayed test",
  })
  @IsOptional()
  @IsString({ message: 'delayed_test_from must be a date written YYYY-MM-DD' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, {
    message: 'delayed_test_from must be a date written YYYY-MM-DD',
  })
  delayed_test_from?: string | null;

  @ApiPropertyOptional({
    default: false,
    description:
      "A comparison class: taught otherwise, its gains set against the taught sessions' when analysed together",
  })
  @IsOptional()
  @IsBoolean({ message: 'comparison must be a boolean' })
  comparison?: boolean;
}
