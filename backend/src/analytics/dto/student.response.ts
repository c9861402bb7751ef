import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PairedStudent, StudentBand, StudentWithoutPosttest } from '@piba/shared';
import { STUDENT_BANDS } from './bands.js';

const percentage = (description: string) =>
  ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description });

/** What every student of the analysis has: who they are and their first pre-test. */
abstract class StudentWithPretest {
  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'K7P3QXBD',
    description:
      "The student's participant code, as in the pseudonymous CSV export; null without a name",
  })
  participant_code: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The session's join code; null for results without a session",
  })
  session_code: string | null;

  @ApiProperty({ type: String, nullable: true })
  class_room: string | null;

  @percentage('The first pre-test')
  pre: number;
}

@ApiSchema({ name: 'PairedStudent', description: 'A student with a pre- and a post-test' })
export class PairedStudentResponse extends StudentWithPretest implements PairedStudent {
  @percentage('The last post-test')
  post: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: -1,
    maximum: 1,
    description: 'Normalized change c; null when both tests are 0% or both 100%',
  })
  change: number | null;

  @ApiProperty({
    enum: [...STUDENT_BANDS, null],
    nullable: true,
    description: 'The band of c; decline whenever the score fell',
  })
  band: StudentBand | null;
}

@ApiSchema({ name: 'StudentWithoutPosttest' })
export class StudentWithoutPosttestResponse
  extends StudentWithPretest
  implements StudentWithoutPosttest
{
  @ApiProperty({ format: 'date-time', description: 'When the pre-test was saved, in UTC' })
  pretest_at: string;
}
