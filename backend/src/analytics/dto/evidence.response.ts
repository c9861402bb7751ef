import { ApiProperty, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import type {
  ChosenTest,
  Descriptives,
  Evidence,
  EvidenceNote,
  GainBand,
  KnowledgeLevel,
  KnowledgeLevels,
  NGainEffectiveness,
  NGainMeasures,
  NormalityTest,
  PairedTTest,
  WilcoxonTest,
} from '@piba/shared';
import { GAIN_BANDS, N_GAIN_EFFECTIVENESS } from './bands.js';
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
  normal: {
    type: 'boolean',
    description:
      'p ≥ 0.05: the differences do not depart significantly from normal (not a proof that they are normal)',
  },
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
  @figure("Hake's <g> of the means (Hake 1998), the leading gain figure") hake: number | null;
  @ApiProperty({ enum: [...GAIN_BANDS, null], nullable: true }) hakeBand: GainBand | null;
  @figure('The N-gain percentage <g> × 100, unrounded') hakePercent: number | null;
  @ApiProperty({
    enum: [...N_GAIN_EFFECTIVENESS, null],
    nullable: true,
    description:
      'The effectiveness of hakePercent rounded to two decimals ("tafsiran efektivitas N-gain", after Hake 1999): above 75 effective, 56–75 fairly-effective, 40 to below 56 less-effective, below 40 not-effective',
  })
  effectiveness: NGainEffectiveness | null;
  @figure("Mean of the students' individual g (rata-rata g per siswa)") meanG: number | null;
  @ApiProperty({ enum: [...GAIN_BANDS, null], nullable: true }) meanGBand: GainBand | null;
  @count('Students whose g is defined') gStudents: number;
  @count('Students left out for a 100% pre-test') excludedFullPretest: number;
  @ApiProperty({ description: 'Share (0–1) of the gStudents in each band' })
  shares: GainSharesResponse;
  @figure('Mean normalised change c') meanC: number | null;
}

const levelCount = () => ApiProperty({ type: 'integer', minimum: 0 });
const levelShare = () => ApiProperty({ type: Number, minimum: 0, maximum: 1 });

@ApiSchema({ name: 'KnowledgeLevelCounts', description: 'Scores in each knowledge level' })
export class KnowledgeLevelCountsResponse implements Record<KnowledgeLevel, number> {
  @levelCount() good: number;
  @levelCount() fair: number;
  @levelCount() poor: number;
}

@ApiSchema({ name: 'KnowledgeLevelShares', description: 'Share (0–1) in each knowledge level' })
export class KnowledgeLevelSharesResponse implements Record<KnowledgeLevel, number> {
  @levelShare() good: number;
  @levelShare() fair: number;
  @levelShare() poor: number;
}

@ApiSchema({
  name: 'KnowledgeLevels',
  description:
    "The tested pairs' scores of one test by knowledge level (Arikunto 2010, Prosedur Penelitian): good (baik) from 76%, fair (cukup) from 56% to below 76%, poor (kurang) below 56%",
})
export class KnowledgeLevelsResponse implements KnowledgeLevels {
  @ApiProperty() counts: KnowledgeLevelCountsResponse;
  @ApiProperty({ description: 'Of the tested pairs; 0 each without pairs' })
  shares: KnowledgeLevelSharesResponse;
}

@ApiSchema({ name: 'EvidenceKnowledgeLevels' })
export class EvidenceKnowledgeLevelsResponse {
  @ApiProperty({ description: 'Before: the pre-tests of the pairs in the tests' })
  pre: KnowledgeLevelsResponse;
  @ApiProperty({ description: 'After: their post-tests' })
  post: KnowledgeLevelsResponse;
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
    description:
      'The result in Indonesian for a report, with the figures as APA writes them and decimal commas: the Shapiro–Wilk verdict ("Selisih posttest − pretest tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = …; p = …)."), then the means with t(df) = …; p …; IK 95% [..; ..] and d_z for the paired t-test, or the medians with V = …; z = …; p … and r for Wilcoxon; null when no test ran',
  })
  sentence: string | null;
  @ApiProperty() nGain: NGainMeasuresResponse;
  @ApiProperty({ description: 'Knowledge levels before and after, over the pairs in the tests' })
  knowledgeLevels: EvidenceKnowledgeLevelsResponse;
}
