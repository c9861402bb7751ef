/** The bands the analysis sorts its figures into, shared by the report and its evidence. */
export type GainBand = 'high' | 'medium' | 'low';
export type DifficultyBand = 'sukar' | 'sedang' | 'mudah';
/** A student's band: a score that fell is a decline, whatever its size. */
export type StudentBand = GainBand | 'decline';
