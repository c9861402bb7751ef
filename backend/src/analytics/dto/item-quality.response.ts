import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type {
  DistractorFlag,
  OptionShare,
  OptionValue,
  ReliabilityBand,
  TestReliability,
} from '@piba/shared';
import { DISTRACTOR_FLAGS, RELIABILITY_BANDS } from './bands.js';

const share = (description: string) =>
  ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 1, description });

@ApiSchema({ name: 'OptionShare', description: 'Who chose one option of a question' })
export class OptionShareResponse implements OptionShare {
  @ApiProperty({ type: 'integer', enum: [1, 2, 3], description: '1 = A, 2 = B, 3 = C' })
  option: OptionValue;

  @ApiProperty({ description: 'Whether it is the key' })
  correct: boolean;

  @share('Share of the students whose answers are known who chose it')
  share: number | null;

  @share('Share of the upper 27% (by score) who chose it')
  upperShare: number | null;

  @ApiProperty({
    enum: DISTRACTOR_FLAGS,
    isArray: true,
    description:
      'A distractor: rare when fewer than 5% chose it, ambiguous when the upper 27% chose it more often than the key; empty for the key',
  })
  flags: DistractorFlag[];
}

@ApiSchema({ name: 'TestReliability', description: 'The reliability of the pre- or post-test' })
export class TestReliabilityResponse implements TestReliability {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Students whose answers are known' })
  answered: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    maximum: 1,
    description:
      'Kuder–Richardson formula 20; null with fewer than two students or equal total scores',
  })
  kr20: number | null;

  @ApiProperty({
    enum: [...RELIABILITY_BANDS, null],
    nullable: true,
    description:
      'Band of kr20 as given (three decimals), after Arikunto (Dasar-Dasar Evaluasi Pendidikan, 2013): very-high (sangat tinggi) from 0.800, high (tinggi) from 0.600, moderate (cukup) from 0.400, low (rendah) from 0.200, very-low (sangat rendah) below (a negative KR-20 too); null when kr20 is',
  })
  kr20Band: ReliabilityBand | null;
}

@ApiSchema({ name: 'Reliability' })
export class ReliabilityResponse {
  @ApiProperty()
  pre: TestReliabilityResponse;

  @ApiProperty()
  post: TestReliabilityResponse;
}
