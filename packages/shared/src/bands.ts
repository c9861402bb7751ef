/** The bands the analysis sorts its figures into, shared by the report and its evidence. */
export type GainBand = 'high' | 'medium' | 'low';
export type DifficultyBand = 'sukar' | 'sedang' | 'mudah';
/** A student's band: a score that fell is a decline, whatever its size. */
export type StudentBand = GainBand | 'decline';
/**
 * A score's knowledge level (tingkat pengetahuan), after Arikunto, S. (2010), Prosedur
 * Penelitian: Suatu Pendekatan Praktik (Jakarta: Rineka Cipta): `good` (baik) from 76%, `fair`
 * (cukup) from 56% to below 76%, `poor` (kurang) below 56%. The screen says baik, cukup, kurang.
 */
export type KnowledgeLevel = 'good' | 'fair' | 'poor';
/**
 * The effectiveness category of the N-gain percentage ⟨g⟩ × 100, as Indonesian reports cite it
 * ("tafsiran efektivitas N-gain", after Hake 1999): `not-effective` below 40, `less-effective`
 * from 40 to below 56, `fairly-effective` from 56 to 75, `effective` above 75 (of the percentage
 * rounded to two decimals). The screen says tidak efektif, kurang efektif, cukup efektif, efektif.
 */
export type NGainEffectiveness =
  'effective' | 'fairly-effective' | 'less-effective' | 'not-effective';
