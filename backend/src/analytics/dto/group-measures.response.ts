import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type {
  AllResultsMeasures,
  ClassMeasures,
  GainBand,
  GroupMeasures,
  NGainEffectiveness,
} from '@piba/shared';
import { GAIN_BANDS, N_GAIN_EFFECTIVENESS } from './bands.js';

const count = (description: string) => ApiProperty({ type: 'integer', minimum: 0, description });
const meanPercentage = (description: string) =>
  ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100, description });

@ApiSchema({
  name: 'AllResultsMeasures',
  description:
    "Every student's first pre-test and last post-test, paired or not: counts and means that compare nothing (the comparisons are over the tested pairs)",
})
export class AllResultsMeasuresResponse implements AllResultsMeasures {
  @count('Students with a pre-test')
  pretestStudents: number;

  @count('Students with a post-test')
  posttestStudents: number;

  @meanPercentage("Mean of every student's first pre-test percentage, to two decimals")
  meanPre: number | null;

  @meanPercentage("Mean of every student's last post-test percentage, to two decimals")
  meanPost: number | null;
}

@ApiSchema({
  name: 'GroupMeasures',
  description:
    'Learning gain of a group of students. Every figure comparing the pre-test with the post-test (meanPre, meanPost, hakeGain, meanG, meanNormalizedChange) is over the pairs the tests use (testedPairs: the flagged pairs only with includeFlagged), as the evidence; until this version meanPre and meanPost were over every result, which allResults now gives apart.',
})
export class GroupMeasuresResponse implements GroupMeasures {
  @count('Students with a pre-test')
  pretestStudents: number;

  @count('Students with a post-test')
  posttestStudents: number;

  @count('Students with both (every pair, flagged or not)')
  pairedStudents: number;

  @count('Students with only a pre-test (unpaired)')
  pretestOnly: number;

  @count('Students with only a post-test (unpaired)')
  posttestOnly: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    description:
      'Attrition: pretestOnly / pretestStudents, to four decimals; null without pre-tests',
  })
  attritionRate: number | null;

  @count('The pairs the comparing figures are over: the pairs the tests use')
  testedPairs: number;

  @meanPercentage("Mean of the tested pairs' pre-test percentage, to two decimals")
  meanPre: number | null;

  @meanPercentage("Mean of the tested pairs' post-test percentage, to two decimals")
  meanPost: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    maximum: 1,
    description:
      "Hake's normalized gain <g> of the tested pairs' two means (Hake 1998), the leading gain figure",
  })
  hakeGain: number | null;

  @ApiProperty({ enum: [...GAIN_BANDS, null], nullable: true })
  hakeBand: GainBand | null;

  @ApiProperty({
    enum: [...N_GAIN_EFFECTIVENESS, null],
    nullable: true,
    description:
      'The effectiveness of the N-gain percentage hakeGain × 100 ("tafsiran efektivitas N-gain", after Hake 1999): above 75 effective, 56–75 fairly-effective, 40 to below 56 less-effective, below 40 not-effective',
  })
  effectiveness: NGainEffectiveness | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    maximum: 1,
    description:
      "Mean of the tested pairs' own g (rata-rata g per siswa), students with a 100% pre-test left out",
  })
  meanG: number | null;

  @ApiProperty({ enum: [...GAIN_BANDS, null], nullable: true })
  meanGBand: GainBand | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: -1,
    maximum: 1,
    description: "Mean of the tested pairs' normalized change c",
  })
  meanNormalizedChange: number | null;

  @ApiProperty({ description: 'Every result, paired or not, kept apart' })
  allResults: AllResultsMeasuresResponse;
}

@ApiSchema({ name: 'ClassMeasures', description: 'Learning gain of one class' })
export class ClassMeasuresResponse extends GroupMeasuresResponse implements ClassMeasures {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The session's join code; null for results without a session",
  })
  session_code: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "Null for results without a class. A pair's and a pre-test's class is the pre-test's, a lone post-test's its own",
  })
  class_room: string | null;
}
