import type { GainBand, NGainMeasures } from '@piba/shared';
import { gainBand, hakeGain, nGainEffectiveness, normalizedChange } from '../learning-gain.js';

const FULL_SCORE = 100;

/**
 * The normalised gains of pre/post percentages: Hake's ⟨g⟩ of the class means, the leading figure
 * (with ⟨g⟩ × 100 and its effectiveness category); each student's
 * g = (post − pre)/(100 − pre), undefined for a 100% pre-test (those students are counted apart),
 * with their mean and the share in each of Hake's bands (a fall is low); and the mean of
 * Marx & Cummings' c, the rule the analysis's tables use.
 */
export function nGain(pre: readonly number[], post: readonly number[]): NGainMeasures {
  if (pre.length !== post.length) {
    throw new RangeError(`pre and post must pair up: ${pre.length} against ${post.length}`);
  }
  let preSum = 0;
  let postSum = 0;
  let gSum = 0;
  let gStudents = 0;
  let cSum = 0;
  let cStudents = 0;
  const bandCounts: Record<GainBand, number> = { high: 0, medium: 0, low: 0 };
  for (let i = 0; i < pre.length; i += 1) {
    preSum += pre[i];
    postSum += post[i];
    if (pre[i] < FULL_SCORE) {
      const g = (post[i] - pre[i]) / (FULL_SCORE - pre[i]);
      gSum += g;
      gStudents += 1;
      bandCounts[gainBand(g) ?? 'low'] += 1;
    }
    const c = normalizedChange(pre[i], post[i]);
    if (c !== null) {
      cSum += c;
      cStudents += 1;
    }
  }
  const n = pre.length;
  const hake = n === 0 ? null : hakeGain(preSum / n, postSum / n);
  const meanG = gStudents === 0 ? null : gSum / gStudents;
  const share = (band: GainBand) => (gStudents === 0 ? 0 : bandCounts[band] / gStudents);
  return {
    hake,
    hakeBand: gainBand(hake),
    hakePercent: hake === null ? null : hake * 100,
    effectiveness: nGainEffectiveness(hake === null ? null : hake * 100),
    meanG,
    meanGBand: gainBand(meanG),
    gStudents,
    excludedFullPretest: n - gStudents,
    shares: { high: share('high'), medium: share('medium'), low: share('low') },
    meanC: cStudents === 0 ? null : cSum / cStudents,
  };
}
