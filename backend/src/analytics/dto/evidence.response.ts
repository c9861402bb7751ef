import { ApiProperty, ApiSchema } from '@nestjs/swagger';
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
const statistic = (description?: string) => ApiProperty({ type: Number, description });

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

@ApiSchema({ name: 'NormalityTest', description: 'Shapiro–Wilk on the paired differences' })
export class NormalityTestResponse implements NormalityTest {
  @statistic() w: number;
  @statistic() p: number;
  @ApiProperty({ description: 'p ≥ 0.05' }) normal: boolean;
}

@ApiSchema({ name: 'PairedTTest', description: 'Paired t-test of post against pre, Cohen’s d_z' })
export class PairedTTestResponse implements PairedTTest {
  @statistic() t: number;
  @statistic() df: number;
  @statistic('Two-sided') p: number;
  @statistic('Post − pre, in percentage points') meanDifference: number;
  @statistic('95% confidence interval of the mean difference') ciLow: number;
  @statistic() ciHigh: number;
  @statistic('Mean difference / SD of the differences') dz: number;
  @statistic('95% CI of d_z (noncentral t)') dzCiLow: number;
  @statistic() dzCiHigh: number;
}

@ApiSchema({ name: 'WilcoxonTest', description: 'Wilcoxon signed-rank of post against pre' })
export class WilcoxonTestResponse implements WilcoxonTest {
  @statistic('Sum of the ranks of the positive differences') v: number;
  @statistic('Two-sided') p: number;
  @ApiProperty({ description: 'Exact p rather than the normal approximation' }) exact: boolean;
  @statistic('The standard normal statistic') z: number;
  @count('Non-zero differences') nonZero: number;
  @count('Zero differences, dropped') zeros: number;
  @statistic('z / √nonZero') r: number;
  @statistic('Matched-pairs rank-biserial correlation') rankBiserial: number;
}

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
  @count('Pairs left out: the two tests were scored with different answer-key versions')
  excludedOtherKey: number;
  @count('Pairs left out: the student opened the materials before the pre-test')
  excludedMaterialsFirst: number;
  @ApiProperty() descriptives: EvidenceDescriptivesResponse;
  @ApiProperty({ type: NormalityTestResponse, nullable: true }) normality: NormalityTest | null;
  @ApiProperty({ type: PairedTTestResponse, nullable: true }) tTest: PairedTTest | null;
  @ApiProperty({ type: WilcoxonTestResponse, nullable: true }) wilcoxon: WilcoxonTest | null;
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
