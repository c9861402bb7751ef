import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type {
  DifficultyBand,
  ItemMeasures,
  OptionValue,
  PackTaughtIn,
  QuestionFlag,
  McNemarTest,
  QuestionMeasures,
} from '@piba/shared';
import { DIFFICULTY_BANDS, QUESTION_FLAGS } from './bands.js';
import { OptionShareResponse } from './item-quality.response.js';

@ApiSchema({ name: 'ItemMeasures', description: 'One question in the pre- or the post-test' })
export class ItemMeasuresResponse implements ItemMeasures {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Students whose answers are known' })
  answered: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    description: 'Difficulty index: share of them who chose the right option',
  })
  p: number | null;

  @ApiProperty({ enum: [...DIFFICULTY_BANDS, null], nullable: true })
  band: DifficultyBand | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: -1,
    maximum: 1,
    description: 'Discrimination index: p of the upper 27% minus p of the lower 27%, by score',
  })
  discrimination: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: -1,
    maximum: 1,
    description: 'Point-biserial r_pb of the item with the total score, the item included',
  })
  pointBiserial: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: -1,
    maximum: 1,
    description:
      'Corrected item-total correlation: r of the item (0/1) with the total score without it; null below 3 students or when the item or the rest score is the same for every student',
  })
  correctedItemTotal: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    description:
      'The r table: critical r at α = 0.05 two-sided for the students answered, t / √(df + t²) with df = n − 2 and t the 0.975 quantile of t; null below 3 students',
  })
  rTable: number | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      'Valid when correctedItemTotal ≥ rTable (compared unrounded); null when either is null',
  })
  valid: boolean | null;

  @ApiProperty({
    enum: ['right', 'wrong', null],
    nullable: true,
    description: 'right when every student answered it right, wrong when none did; else null',
  })
  sameForEveryone: 'right' | 'wrong' | null;

  @ApiProperty({
    type: 'integer',
    enum: [1, 2, 3, null],
    nullable: true,
    description:
      'A wrong option (1 = A, 2 = B, 3 = C) chosen by 80% or more of the students: the key may be wrong; null when none is',
  })
  likelyWrongKey: OptionValue | null;

  @ApiProperty({ type: [OptionShareResponse], minItems: 3, maxItems: 3 })
  options: OptionShareResponse[];
}

@ApiSchema({
  name: 'McNemarTest',
  description:
    "How the same students' answers to a question changed between the pre-test and the post-test",
})
export class McNemarTestResponse implements McNemarTest {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Students wrong on the pre-test and right on the post-test',
  })
  wrongToRight: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Students right on the pre-test and wrong on the post-test',
  })
  rightToWrong: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    description:
      'The exact McNemar p: binom.test(wrongToRight, wrongToRight + rightToWrong), two-sided; null when no answer changed',
  })
  p: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    description: "p adjusted by Holm's method across the questions tested; null as p",
  })
  pHolm: number | null;
}

@ApiSchema({ name: 'QuestionMeasures' })
export class QuestionMeasuresResponse implements QuestionMeasures {
  @ApiProperty({ example: 'question6' })
  name: string;

  @ApiProperty()
  topic: string;

  @ApiProperty({
    description: 'The question as the students read it, from the pack version analysed',
  })
  stem: string;

  @ApiProperty({
    type: 'object',
    properties: {
      topic: { type: 'string', description: "The teaching topic's id" },
      slide: { type: 'integer', minimum: 0, description: "The slide's index; absent for a video" },
    },
    required: ['topic'],
    description: 'Where the pack version teaches its fact',
  })
  taughtIn: PackTaughtIn;

  @ApiProperty({
    enum: QUESTION_FLAGS,
    isArray: true,
    description:
      'known-before: in the easy band (mudah) on the pre-test, so most students knew it before the lesson and it cannot show its effect',
  })
  flags: QuestionFlag[];

  @ApiProperty()
  pre: ItemMeasuresResponse;

  @ApiProperty()
  post: ItemMeasuresResponse;

  @ApiProperty({
    type: Number,
    nullable: true,
    maximum: 1,
    description:
      "Hake's g of the share right, (p_post − p_pre) / (1 − p_pre); null without answers on either side or when p_pre is 1",
  })
  gain: number | null;

  @ApiPropertyOptional({
    type: McNemarTestResponse,
    description:
      'Absent only for a session with parallel forms where no student took the same question both times (designs.forms.items.note)',
  })
  mcnemar?: McNemarTestResponse;
}
