import type {
  KnowledgeLevel,
  NGainEffectiveness,
  QuestionFlag,
  ReliabilityBand,
} from '@piba/shared';

/** The N-gain percentage's effectiveness category, as Indonesian reports word it. */
export const EFFECTIVENESS_LABELS: Record<NGainEffectiveness, string> = {
  effective: 'efektif',
  'fairly-effective': 'cukup efektif',
  'less-effective': 'kurang efektif',
  'not-effective': 'tidak efektif',
};

/** Its bounds, with the source the report cites (Hake, 1999). */
export const EFFECTIVENESS_NOTE =
  'Tafsiran efektivitas N-gain (%) menurut Hake (1999): < 40 tidak efektif; 40–55 kurang efektif; 56–75 cukup efektif; > 75 efektif.';

/** A score's knowledge level (Arikunto, 2010), highest first, with its bounds. */
export const KNOWLEDGE_LEVELS: readonly { level: KnowledgeLevel; label: string; bounds: string }[] =
  [
    { level: 'good', label: 'Baik', bounds: '≥ 76%' },
    { level: 'fair', label: 'Cukup', bounds: '56–75%' },
    { level: 'poor', label: 'Kurang', bounds: '< 56%' },
  ];

/** Arikunto's (2013) bands of a reliability coefficient, in words. */
export const RELIABILITY_BAND_LABELS: Record<ReliabilityBand, string> = {
  'very-high': 'sangat tinggi',
  high: 'tinggi',
  moderate: 'cukup',
  low: 'rendah',
  'very-low': 'sangat rendah',
};

export const RELIABILITY_BAND_NOTE =
  'Kategori reliabilitas menurut Arikunto (2013): 0,80–1,00 sangat tinggi; 0,60–0,79 tinggi; 0,40–0,59 cukup; 0,20–0,39 rendah; di bawah 0,20 sangat rendah.';

/** A question's flags, as the page, the print and the workbook word them. */
export const QUESTION_FLAG_LABELS: Record<QuestionFlag, string> = {
  'known-before': 'sudah diketahui sebelum pelajaran',
};
