import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ClassMeasures, GainBand, GroupMeasures } from '@piba/shared';
import { GAIN_BANDS } from './bands.js';

const count = (description: string) => ApiProperty({ type: 'integer', minimum: 0, description });
const meanPercentage = (description: string) =>
  ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100, description });

@ApiSchema({ name: 'GroupMeasures', description: 'Learning gain of a group of students' })
export class GroupMeasuresResponse implements GroupMeasures {
  @count('Students with a pre-test')
  pretestStudents: number;

  @count('Students with a post-test')
  posttestStudents: number;

  @count('Students with both')
  pairedStudents: number;

  @meanPercentage("Mean of each student's first pre-test percentage")
  meanPre: number | null;

  @meanPercentage("Mean of each student's last post-test percentage")
  meanPost: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    maximum: 1,
    description: "Hake's normalized gain <g> from the two means",
  })
  hakeGain: number | null;

  @ApiProperty({ enum: [...GAIN_BANDS, null], nullable: true })
  hakeBand: GainBand | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: -1,
    maximum: 1,
    description: "Mean of the paired students' normalized change c",
  })
  meanNormalizedChange: number | null;
}

@ApiSchema({ name: 'ClassMeasures', description: 'Learning gain of one class' })
export class ClassMeasuresResponse extends GroupMeasuresResponse implements ClassMeasures {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The session's join code; null for results without a session",
  })
  session_code: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Null for results without a class' })
  class_room: string | null;
}
