import { formatDecimal } from '@piba/shared';
import type {
  DifficultyBand,
  DistractorFlag,
  GainBand,
  OptionValue,
  StudentBand,
} from '@piba/shared';

export const DASH = '-';

/** A count: 1.250. */
export const formatCount = (value: number) => formatDecimal(value, 0);

/** A percentage such as a mean score: 56,7%, or 60% without a decimal it does not need. */
export const formatPercent = (value: number | null) =>
  value === null ? DASH : `${formatDecimal(value, 1, { trimZeros: true })}%`;

/** A ratio such as ⟨g⟩, c, p or D, always with two decimals so columns line up: 0,48. */
export const formatIndex = (value: number | null) =>
  value === null ? DASH : formatDecimal(value, 2);

export const GAIN_BAND_LABELS: Record<GainBand, string> = {
  high: 'tinggi',
  medium: 'sedang',
  low: 'rendah',
};

/** A student's band: a score that fell reads "turun", never a low gain. */
export const STUDENT_BAND_LABELS: Record<StudentBand, string> = {
  ...GAIN_BAND_LABELS,
  decline: 'turun',
};

export const gainBandLabel = (band: StudentBand | null) =>
  band ? STUDENT_BAND_LABELS[band] : DASH;

export const difficultyLabel = (band: DifficultyBand | null) => band ?? DASH;

/** A class as the tables show it; with its session's code when the report spans sessions. */
export const classLabel = (classRoom: string | null, session?: string | null) =>
  `${classRoom || 'Tanpa kelas'}${session ? ` · ${session}` : ''}`;

/** Whether a report covers more than one session, so each class must say whose it is. */
export const spansSessions = (report: {
  session: string | null;
  classes: { session_code: string | null }[];
}) => report.session === null && report.classes.some((row) => row.session_code !== null);

/** Options are stored as 1, 2, 3 and read as A, B, C. */
export const optionLetter = (option: OptionValue) => 'ABC'[option - 1];

/** A share such as an option's, as a whole percentage: 45%. */
export const formatShare = (share: number | null) =>
  share === null ? DASH : `${formatDecimal(share * 100, 0)}%`;

/** What each flag says of distractor `letter`. */
export const distractorFlagText = (flag: DistractorFlag, letter: string) =>
  flag === 'rare'
    ? `${letter}: jarang dipilih (< 5%)`
    : `${letter}: dipilih kelompok atas lebih sering daripada kunci; soal mungkin ambigu`;

/** KR-20 from 0.70 up is the usual reading of a classroom test that is reliable enough. */
export const KR20_ACCEPTABLE = 0.7;

export const reliabilityLabel = (kr20: number | null) => {
  if (kr20 === null) return 'belum dapat dihitung';
  return kr20 >= KR20_ACCEPTABLE ? 'cukup andal' : 'kurang andal';
};
