/**
 * The statistics of a pre-/post-test, in one module, each function checked against R on the
 * fixtures in backend/test/fixtures/statistics (made by the R script beside them).
 *
 * Every function takes plain arrays and returns plain numbers: no rounding, no formatting.
 */
export { describe } from './descriptives.js';
export { shapiroWilk } from './shapiro-wilk.js';
export { pairedTTest } from './paired-t.js';
export { wilcoxonSignedRank } from './wilcoxon.js';
export { nGain } from './n-gain.js';
export { evidenceOf } from './evidence.js';
export { dAv } from './d-av.js';
export { correctedItemTotal, criticalR, isValidItem } from './item-total.js';
export { reliabilityBand } from './reliability-band.js';
export { derSimonianLaird, meanDifferenceOf, metaAnalysisOf } from './meta-analysis.js';
export { cronbachAlpha, reverseItems, reverseLikert } from './cronbach-alpha.js';
export type { AlphaItem, AlphaUndefinedReason, CronbachAlpha } from './cronbach-alpha.js';
export { friedman, pairwiseWilcoxonHolm } from './friedman.js';
export type { FriedmanTest, PairwiseWilcoxon } from './friedman.js';
export { EQUIVALENCE_MARGIN, hedgesG, mannWhitney, tostWelch, welchT } from './two-groups.js';
export type { EquivalenceTest, HedgesG, MannWhitneyTest, WelchTest } from './two-groups.js';
export { ancova } from './ancova.js';
export type { Ancova } from './ancova.js';
export { changeCounts, itemChanges, mcnemarExact } from './mcnemar.js';
export { holm } from './holm.js';
