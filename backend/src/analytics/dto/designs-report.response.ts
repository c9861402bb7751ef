import { ApiPropertyOptional, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import type { DesignSection, DesignsReport } from '@piba/shared';

/** A design's section: its figures as its analysis gives them, and its sentence. */
export const section = (description: string): ApiPropertyOptions => ({
  type: 'object',
  required: ['sentence'],
  additionalProperties: true,
  properties: {
    sentence: {
      type: 'string',
      nullable: true,
      description: 'Plain Indonesian; null when there is too little to say anything',
    },
  },
  description,
});

@ApiSchema({
  name: 'DesignsReport',
  description:
    'One section per research design the analysed sessions use, each present only then (docs/api.md, "Research designs")',
})
export class DesignsReportResponse implements DesignsReport {
  @ApiPropertyOptional(
    section(
      "The attitude scale: per test (pretest, posttest) n, the sum's descriptives (sum), Cronbach's alpha (alpha, alphaReason) and each statement's statistics (items: mean, correctedItemTotal, alphaIfDeleted); the results left out as incomplete; pairs, descriptives and comparison of the sum before and after",
    ),
  )
  attitude?: DesignSection;

  @ApiPropertyOptional(
    section(
      "Parallel forms: the pre-test's descriptives per form (pretest.A, pretest.B), Welch's t (welch) and the equivalence test within ±10 points (equivalence), each order's gain (orders) and every pair's (overall, with its paired comparison)",
    ),
  )
  forms?: DesignSection;

  @ApiPropertyOptional(
    section(
      "The delayed test, over the students with all three tests: students, descriptives per test, Friedman's test (friedman), the pairwise Wilcoxon tests with Holm's adjustment (pairs), each student's retention, retentionUndefined, meanRetention and classRetention",
    ),
  )
  delayed?: DesignSection;

  @ApiPropertyOptional(
    section(
      "Taught against comparison sessions: each arm's students, sessions and descriptives (taught, comparison), Welch's t on the gain (welch), Hedges' g with its 95% interval (hedgesG), Mann–Whitney U with r (mannWhitney), the ANCOVA of the post-test (ancova), notes ('classes-assigned' always: classes, not students, were assigned; 'whole-classes-assigned' besides below two sessions in an arm), the answer-key version of the sessions compared (answerKeyVersion) and how many other groups have a comparison of their own (otherGroups)",
    ),
  )
  comparison?: DesignSection;
}
