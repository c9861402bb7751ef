import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import type { EraseStudentInput } from '@piba/shared';
import { cleanText } from '../../common/clean-text.js';

export class EraseStudentDto implements EraseStudentInput {
  @ApiProperty({
    example: 'Permintaan orang tua, surat 12/2026',
    minLength: 3,
    maxLength: 300,
    description: 'Why the results are erased; kept in the audit log',
  })
  @Transform(({ value }: { value: unknown }) => cleanText(value) ?? '')
  @IsString({ message: 'reason must be text' })
  @Length(3, 300, { message: 'reason must be 3 to 300 characters' })
  reason: string;
}
