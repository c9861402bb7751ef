import {
  ApiProperty,
  ApiPropertyOptional,
  type ApiPropertyOptions,
  ApiSchema,
} from '@nestjs/swagger';
import { DesignsReportResponse, section } from './designs-report.response.js';
import type {
  DesignSection,
  MetaAnalysis,
  NotPooledReason,
  ProgrammeGroup,
  ProgrammeReport,
  ProgrammeSession,
  SessionEffect,
} from '@piba/shared';
import { NOT_POOLED_REASONS } from './bands.js';
import { EvidenceResponse } from './evidence.response.js';

const figure = (description: string) => ApiProperty({ type: Number, nullable: true, description });

@ApiSchema({
  name: 'SessionEffect',
  description: "One session's mean difference as the meta-analysis reads it",
})
export class SessionEffectResponse implements SessionEffect {
  @ApiProperty({ type: 'integer', minimum: 0, description: "Pairs of the session's tests" })
  pairs: number;

  @figure('Mean of post − pre, in percentage points; null without pairs')
  meanDifference: number | null;

  @figure('Standard error: SD of the differences / √pairs; null below 2 pairs')
  se: number | null;

  @figure(
    '95% CI of the mean difference from t on pairs − 1 df, whichever test the session chose; null below 2 pairs or when every difference is the same',
  )
  ciLow: number | null;

  @figure('Upper end of the 95% CI')
  ciHigh: number | null;

  @ApiProperty({ description: 'Whether the meta-analysis pools it' })
  pooled: boolean;

  @ApiProperty({
    enum: [...NOT_POOLED_REASONS, null],
    nullable: true,
    description:
      'Why it is not pooled: fewer than 3 pairs, every difference the same (SE 0), or the only session that could be (a pool needs two)',
  })
  notPooled: NotPooledReason | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 1,
    description: 'Its share of the random-effects weights; null when not pooled',
  })
  weight: number | null;
}

const numeric = (description: string, bounds: { minimum?: number; maximum?: number } = {}) => ({
  type: 'number' as const,
  description,
  ...bounds,
});
const whole = (description: string, minimum: number) => ({
  type: 'integer' as const,
  description,
  minimum,
});
const META_ANALYSIS_FIGURES: Record<keyof MetaAnalysis, object> = {
  k: whole('Sessions pooled', 2),
  estimate: numeric('The pooled mean difference'),
  se: numeric('Its standard error, 1 / √Σw*'),
  ciLow: numeric('95% CI of the estimate, estimate ± z(0.975) · se'),
  ciHigh: numeric('Upper end of the 95% CI'),
  z: numeric('estimate / se'),
  p: numeric('Two-sided p of z (normal)'),
  tau2: numeric('Between-session variance τ² (DerSimonian–Laird)', { minimum: 0 }),
  q: numeric("Cochran's Q", { minimum: 0 }),
  qDf: whole('Degrees of freedom of Q: k − 1', 1),
  qP: numeric('p of Q on qDf degrees of freedom (χ²)'),
  i2: numeric('I² = max(0, (Q − qDf) / Q), a share; 0 when Q is 0', { minimum: 0, maximum: 1 }),
};
/**
 * Inline rather than a schema of its own: OpenAPI 3.0 cannot make a referenced schema nullable,
 * and with fewer than two sessions to pool there is none.
 */
const META_ANALYSIS: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  required: Object.keys(META_ANALYSIS_FIGURES),
  additionalProperties: false,
  properties: META_ANALYSIS_FIGURES,
  description:
    "DerSimonian–Laird random-effects meta-analysis of the sessions' mean differences (percentage points), each weighted 1 / (SE² + τ²); null with fewer than 2 sessions to pool",
};

@ApiSchema({ name: 'ProgrammeSession', description: 'One session of the programme view' })
export class ProgrammeSessionResponse implements ProgrammeSession {
  @ApiProperty({ example: 'K7P3QXBD', description: "The session's join code" })
  session_code: string;

  @ApiProperty({ description: "The session's name, as the sessions list shows it" })
  name: string;

  @ApiProperty({
    type: 'object',
    properties: {
      version: { type: 'string', pattern: '^[0-9a-f]{16}$' },
      title: { type: 'string' },
      answer_key_version: { type: 'string', pattern: '^[0-9a-f]{8}$' },
    },
    required: ['version', 'title', 'answer_key_version'],
    description:
      "The session's lesson pack version (the default pack's current one for a session made before packs), its pack's title and answer-key version",
  })
  pack: { version: string; title: string; answer_key_version: string };

  @ApiProperty()
  evidence: EvidenceResponse;

  @ApiProperty({
    description:
      "Its mean difference with SE and CI, and its place in its answer-key version's meta-analysis",
  })
  effect: SessionEffectResponse;
}

@ApiSchema({
  name: 'ProgrammeGroup',
  description: 'The sessions of one answer-key version, pooled and meta-analysed together',
})
export class ProgrammeGroupResponse implements ProgrammeGroup {
  @ApiProperty({ pattern: '^[0-9a-f]{8}$' })
  answer_key_version: string;

  @ApiProperty({ type: [String], description: 'Its sessions, newest first' })
  session_codes: string[];

  @ApiProperty({ description: 'Every pair of these sessions together, as one sample' })
  pooled: EvidenceResponse;

  @ApiProperty(META_ANALYSIS)
  metaAnalysis: MetaAnalysis | null;

  @ApiPropertyOptional(
    section(
      'Present only when the group holds both taught sessions and comparison classes: its taught sessions against its comparison classes, as designs.comparison gives them',
    ),
  )
  comparison?: DesignSection;
}

@ApiSchema({ name: 'ProgrammeReport', description: 'Every session side by side, and pooled' })
export class ProgrammeReportResponse implements ProgrammeReport {
  @ApiProperty({ type: [ProgrammeSessionResponse], description: 'Newest session first' })
  sessions: ProgrammeSessionResponse[];

  @ApiProperty({
    description:
      "Every pair of the first group's sessions (the newest session's answer-key version), together: the students of every session as one sample",
  })
  pooled: EvidenceResponse;

  @ApiProperty(META_ANALYSIS)
  metaAnalysis: MetaAnalysis | null;

  @ApiProperty({
    type: [ProgrammeGroupResponse],
    description:
      "The sessions by answer-key version, in the order of each one's newest session: sessions are pooled only with those whose students answered the same questions and keys",
  })
  groups: ProgrammeGroupResponse[];

  @ApiPropertyOptional({
    type: DesignsReportResponse,
    description:
      "Present only when a group of one answer-key version holds both taught sessions and comparison classes: the first such group's comparison section",
  })
  designs?: DesignsReportResponse;
}
