import type { DifficultyBand, GainBand } from '@piba/shared';

// Indonesian number format (0,48 and 1.250), as the teacher reads it everywhere else in the app.
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const index = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const DASH = '-';

export const formatCount = (value: number) => whole.format(value);

/** A percentage such as a mean score: 56,7%. */
export const formatPercent = (value: number | null) =>
  value === null ? DASH : `${percent.format(value)}%`;

/** A ratio such as ⟨g⟩, c, p or D, always with two decimals so columns line up: 0,48. */
export const formatIndex = (value: number | null) => (value === null ? DASH : index.format(value));

export const GAIN_BAND_LABELS: Record<GainBand, string> = {
  high: 'tinggi',
  medium: 'sedang',
  low: 'rendah',
};

export const gainBandLabel = (band: GainBand | null) => (band ? GAIN_BAND_LABELS[band] : DASH);

export const difficultyLabel = (band: DifficultyBand | null) => band ?? DASH;

/** A class as the tables show it; with its session's code when the report spans sessions. */
export const classLabel = (classRoom: string | null, session?: string | null) =>
  `${classRoom || 'Tanpa kelas'}${session ? ` · ${session}` : ''}`;

/** Whether a report covers more than one session, so each class must say whose it is. */
export const spansSessions = (report: {
  session: string | null;
  classes: { session_code: string | null }[];
}) => report.session === null && report.classes.some((row) => row.session_code !== null);
