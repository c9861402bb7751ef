import type {
  DifficultyBand,
  DistractorFlag,
  GainBand,
  KnowledgeLevel,
  NGainEffectiveness,
  NotPooledReason,
  QuestionFlag,
  ReliabilityBand,
  StudentBand,
} from '@piba/shared';

/** Every band, listed from the shared types so the document cannot miss one. */
const bands = <Band extends string>(all: Record<Band, true>) => Object.keys(all) as Band[];

export const GAIN_BANDS = bands<GainBand>({ high: true, medium: true, low: true });
export const DIFFICULTY_BANDS = bands<DifficultyBand>({ sukar: true, sedang: true, mudah: true });
export const STUDENT_BANDS = bands<StudentBand>({
  high: true,
  medium: true,
  low: true,
  decline: true,
});
export const DISTRACTOR_FLAGS = bands<DistractorFlag>({ rare: true, ambiguous: true });
export const QUESTION_FLAGS = bands<QuestionFlag>({ 'known-before': true });
export const RELIABILITY_BANDS = bands<ReliabilityBand>({
  'very-high': true,
  high: true,
  moderate: true,
  low: true,
  'very-low': true,
});
export const NOT_POOLED_REASONS = bands<NotPooledReason>({
  'too-few-pairs': true,
  'no-spread': true,
  'single-session': true,
});
export const KNOWLEDGE_LEVELS = bands<KnowledgeLevel>({ good: true, fair: true, poor: true });
export const N_GAIN_EFFECTIVENESS = bands<NGainEffectiveness>({
  effective: true,
  'fairly-effective': true,
  'less-effective': true,
  'not-effective': true,
});
