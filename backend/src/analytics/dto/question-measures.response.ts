import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { DifficultyBand, ItemMeasures, QuestionMeasures } from '@piba/shared';
import { DIFFICULTY_BANDS } from './bands.js';
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

  @ApiProperty({ type: [OptionShareResponse], minItems: 3, maxItems: 3 })
  options: OptionShareResponse[];
}

@ApiSchema({ name: 'QuestionMeasures' })
export class QuestionMeasuresResponse implements QuestionMeasures {
  @ApiProperty({ example: 'question6' })
  name: string;

  @ApiProperty()
  topic: string;

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
}
