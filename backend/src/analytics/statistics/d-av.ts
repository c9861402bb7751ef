import { meanOf, sdOf } from './descriptives.js';

/**
 * Cohen's d_av of a pre-/post-test (D. Lakens, "Calculating and reporting effect sizes to
 * facilitate cumulative science", Front. Psychol. 4, 863 (2013), eq. 10): the mean difference
 * post − pre over the mean of the two tests' SDs, (SD_pre + SD_post) / 2. Unlike d_z it leaves
 * out the correlation of the two tests, so it reads like a d of two groups. Null below 2 pairs
 * or when both tests have no spread.
 */
export function dAv(pre: readonly number[], post: readonly number[]): number | null {
  if (pre.length !== post.length) {
    throw new RangeError(`pre and post must pair up: ${pre.length} against ${post.length}`);
  }
  if (pre.length < 2) return null;
  const meanPre = meanOf(pre);
  const meanPost = meanOf(post);
  const averageSd = (sdOf(pre, meanPre) + sdOf(post, meanPost)) / 2;
  return averageSd > 0 ? (meanPost - meanPre) / averageSd : null;
}
