import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ReturningStudent, ReturningStudentInput } from '@piba/shared';
import { cleanText } from '../../common/clean-text.js';

const asText = ({ value }: { value: unknown }) => cleanText(value) ?? '';

export class ReturningStudentDto implements ReturningStudentInput {
  @ApiProperty({ example: 'Siti Aminah', maxLength: 100 })
  @Transform(asText)
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name: string;

  @ApiProperty({ example: '8A', maxLength: 50 })
  @Transform(asText)
  @IsString({ message: 'class_room must be text' })
  @IsNotEmpty({ message: 'class_room must not be empty' })
  @MaxLength(50, { message: 'class_room must be at most 50 characters' })
  class_room: string;
}

@ApiSchema({ name: 'ReturningStudent' })
export class ReturningStudentResponse implements ReturningStudent {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description:
      'The participant id of the one pre-test without a post-test for this name and class in the session; null when there is none or more than one. The post-test then carries it, so the two pair.',
  })
  participant_id: string | null;

  @ApiPropertyOptional({
    description:
      "Present only in a session with a delayed test: true when the delayed test is open (today in WIB on or after the session's delayed_test_from), participant_id then being that of the one student of this name and class with a post-test and no delayed test yet; false before that date",
  })
  delayed_test?: boolean;
}
