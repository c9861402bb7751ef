import { ApiProperty, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import type {
  ChosenTest,
  Descriptives,
  Evidence,
  EvidenceNote,
  GainBand,
  NGainMeasures,
  NormalityTest,
  PairedTTest,
  WilcoxonTest,
} from '@piba/shared';
import { GAIN_BANDS } from './bands.js';
import { GainSharesResponse } from './gain-shares.response.js';

const count = (description?: string) => ApiProperty({ type: 'integer', minimum: 0, description });
const figure = (description?: string) => ApiProperty({ type: Number, nullable: true, description });

@ApiSchema({ name: 'Descriptives', description: 'One column: sample SD, quartiles as R type 7' })
export class DescriptivesResponse implements Descriptives {
  @count() n: number;
  @figure() mean: number | null;
  @figure('Sample standard deviation (n − 1)') sd: number | null;
  @figure() median: number | null;
  @figure() q1: number | null;
  @figure() q3: number | null;
  @figure() iqr: number | null;
  @figure() min: number | null;
  @figure() max: number | null;
}

@ApiSchema({ name: 'EvidenceDescriptives' })
export class EvidenceDescriptivesResponse {
  @ApiProperty() pre: DescriptivesResponse;
  @ApiProperty() post: DescriptivesResponse;
  @ApiProperty({ description: 'Post − pre, in percentage points' })
  difference: DescriptivesResponse;
}

/**
 * A test's figures, inline rather than a schema of its own: OpenAPI 3.0 cannot make a referenced
 * schema nullable, and a test not run is null.
 */
const testOrNull = (
  description: string,
  properties: Record<
    string,
    { type: 'number' | 'integer' | 'boolean'; nullable?: boolean; description?: string }
  >,
): ApiPropertyOptions => ({
  type: 'object',
  nullable: true,
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
  description,
});
const number = (description?: string) => ({ type: 'number' as const, description });
const integer = (description: string) => ({ type: 'integer' as const, description });

const NORMALITY = testOrNull('Shapiro–Wilk on the paired differences; null when not run', {
  w: number(),
  p: number(),
  normal: { type: 'boolean', description: 'p ≥ 0.05' },
});
const T_TEST = testOrNull(
  "Paired t-test of post against pre, with Cohen's d_z; null when not run",
  {
    t: number(),
    df: number(),
    p: number('Two-sided'),
    meanDifference: number('Post − pre, in percentage points'),
    ciLow: number('95% confidence interval of the mean difference'),
    ciHigh: number(),
    dz: number('Mean difference / SD of the differences'),
    dzCiLow: number('95% CI of d_z (noncentral t)'),
    dzCiHigh: number(),
    dAv: {
      ...number(
        "Cohen's d_av (Lakens 2013) = mean difference / ((SD pre + SD post) / 2); null when neither test has any spread",
      ),
      nullable: true,
    },
  },
);
const WILCOXON = testOrNull('Wilcoxon signed-rank of post against pre; null when not run', {
  v: number('Sum of the ranks of the positive differences'),
  p: number('Two-sided'),
  exact: { type: 'boolean', description: 'Exact p rather than the normal approximation' },
  z: number('The standard normal statistic'),
  nonZero: integer('Non-zero differences'),
  zeros: integer('Zero differences, dropped'),
  r: number('z / √nonZero'),
  rankBiserial: number('Matched-pairs rank-biserial correlation'),
});

@ApiSchema({ name: 'NGainMeasures' })
export class NGainMeasuresResponse implements NGainMeasures {
  @figure("Hake's <g> of the means") hake: number | null;
  @ApiProperty({ enum: [...GAIN_BANDS, null], nullable: true }) hakeBand: GainBand | null;
  @figure("Mean of the students' individual g") meanG: number | null;
  @ApiProperty({ enum: [...GAIN_BANDS, null], nullable: true }) meanGBand: GainBand | null;
  @count('Students whose g is defined') gStudents: number;
  @count('Students left out for a 100% pre-test') excludedFullPretest: number;
  @ApiProperty({ description: 'Share (0–1) of the gStudents in each band' })
  shares: GainSharesResponse;
  @figure('Mean normalised change c') meanC: number | null;
}

const CHOSEN_TESTS: ChosenTest[] = ['paired-t', 'wilcoxon'];
const NOTES: EvidenceNote[] = [
  'too-few-pairs',
  'all-differences-zero',
  'small-sample',
  'normality-not-run-large',
];

@ApiSchema({
  name: 'Evidence',
  description: 'The statistics of a pre-/post-test selection, over every pair of it',
})
export class EvidenceResponse implements Evidence {
  @count('Pairs used in the tests') pairs: number;
  @count('Students with only a pre-test') pretestOnly: number;
  @count('Students with only a post-test') posttestOnly: number;
  @count(
    'Flagged pairs: the two tests were scored with different answer-key versions. Left out of the tests, or with flaggedIncluded the pairs included despite the flag',
  )
  excludedOtherKey: number;
  @count(
    'Flagged pairs: the student opened the materials before the pre-test (a pair with both flags counts under excludedOtherKey). Left out of the tests, or with flaggedIncluded the pairs included despite the flag',
  )
  excludedMaterialsFirst: number;
  @ApiProperty({ description: 'Whether the tests use the flagged pairs too (includeFlagged)' })
  flaggedIncluded: boolean;
  @ApiProperty() descriptives: EvidenceDescriptivesResponse;
  @ApiProperty(NORMALITY) normality: NormalityTest | null;
  @ApiProperty(T_TEST) tTest: PairedTTest | null;
  @ApiProperty(WILCOXON) wilcoxon: WilcoxonTest | null;
  @ApiProperty({ enum: [...CHOSEN_TESTS, null], nullable: true }) chosen: ChosenTest | null;
  @ApiProperty({ enum: NOTES, isArray: true }) notes: EvidenceNote[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'One sentence in Indonesian for a report; null when no test ran',
  })
  sentence: string | null;
  @ApiProperty() nGain: NGainMeasuresResponse;
}
