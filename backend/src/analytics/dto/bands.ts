import type { DifficultyBand, DistractorFlag, GainBand, StudentBand } from '@piba/shared';

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
