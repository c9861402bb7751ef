import type {
  MetaAnalysis,
  NotPooledReason,
  ProgrammeReport,
  ProgrammeSession,
} from '@piba/shared';

/** One line of the forest plot: a session's mean difference and its 95% CI. */
export interface ForestRow {
  label: string;
  mean: number;
  low: number;
  high: number;
  /** Whether the meta-analysis pools it. */
  pooled: boolean;
}

/** A session named beside the plot, with why it is not drawn, or not pooled. */
export interface SessionReason {
  label: string;
  reason: string;
}

export const NOT_POOLED_REASONS: Record<NotPooledReason, string> = {
  'too-few-pairs': 'kurang dari 3 pasangan',
  'no-spread': 'semua selisihnya sama',
  'single-session':
    'satu-satunya sesi yang dapat digabung; gabungan memerlukan paling sedikit 2 sesi',
};

/** Why a session has no CI to draw. */
function undrawnReason(session: ProgrammeSession): string {
  const { effect, evidence } = session;
  if (evidence.pairs === 0 || effect?.meanDifference === null) return 'belum ada pasangan';
  if (evidence.pairs < 2) return 'hanya 1 pasangan, jadi tanpa interval kepercayaan';
  if (!effect) return 'tanpa interval kepercayaan';
  return 'semua selisihnya sama, jadi tanpa interval kepercayaan';
}

/**
 * What the forest plot draws: every session with a mean difference and a 95% CI (from t,
 * whichever test the session chose), the sessions it cannot draw and why, those drawn but not
 * pooled and why, and the random-effects meta-analysis (the diamond) when there is one. An
 * answer without the effects (an older server) draws the sessions whose t-test ran.
 */
export function forestOf(programme: ProgrammeReport) {
  const rows: ForestRow[] = [];
  const undrawn: SessionReason[] = [];
  const unpooled: SessionReason[] = [];
  for (const session of programme.sessions) {
    const { effect, evidence, name: label } = session;
    const ci = effect
      ? { mean: effect.meanDifference, low: effect.ciLow, high: effect.ciHigh }
      : {
          mean: evidence.tTest?.meanDifference ?? null,
          low: evidence.tTest?.ciLow ?? null,
          high: evidence.tTest?.ciHigh ?? null,
        };
    if (ci.mean === null || ci.low === null || ci.high === null) {
      undrawn.push({ label, reason: undrawnReason(session) });
      continue;
    }
    const pooled = effect?.pooled ?? false;
    rows.push({ label, mean: ci.mean, low: ci.low, high: ci.high, pooled });
    if (effect && effect.notPooled) {
      unpooled.push({ label, reason: NOT_POOLED_REASONS[effect.notPooled] });
    }
  }
  const meta: MetaAnalysis | null = programme.metaAnalysis ?? null;
  return { rows, undrawn, unpooled, meta };
}
