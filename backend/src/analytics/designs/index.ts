/**
 * The research designs' analyses: pure functions over plain arrays (no database), each built on
 * the R-checked statistics (../statistics) and writing its sentence as the evidence does.
 */
export { attitudeAnalysis } from './attitude.js';
export type {
  AttitudeAnalysis,
  AttitudeItemStatistics,
  AttitudeResult,
  AttitudeTest,
} from './attitude.js';
export { formsAnalysis } from './forms.js';
export type { FormOrderGain, FormPair, FormsAnalysis } from './forms.js';
export { DELAYED_TESTS, delayedAnalysis, retentionOf } from './delayed.js';
export type { DelayedAnalysis, DelayedPair, DelayedTest, DelayedTriple } from './delayed.js';
export { comparisonAnalysis } from './comparison.js';
export type { Arm, ArmPair, ComparisonAnalysis, ComparisonNote } from './comparison.js';
