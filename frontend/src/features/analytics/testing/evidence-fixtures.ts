import type { Descriptives, Evidence, ProgrammeReport } from '@piba/shared';

const column = (overrides: Partial<Descriptives> = {}): Descriptives => ({
  n: 12,
  mean: 45.833,
  sd: 14.434,
  median: 45,
  q1: 37.5,
  q3: 52.5,
  iqr: 15,
  min: 20,
  max: 70,
  ...overrides,
});

/**
 * Twelve pairs whose differences look normal: the paired t-test is chosen, p far below 0,001.
 * The figures are shaped like the server's, not computed; tests read them back as the page shows.
 */
export const evidence = (overrides: Partial<Evidence> = {}): Evidence => ({
  pairs: 12,
  pretestOnly: 1,
  posttestOnly: 0,
  excludedOtherKey: 0,
  excludedMaterialsFirst: 0,
  flaggedIncluded: false,
  descriptives: {
    pre: column(),
    post: column({
      mean: 72.5,
      sd: 12.881,
      median: 75,
      q1: 67.5,
      q3: 80,
      iqr: 12.5,
      min: 50,
      max: 90,
    }),
    difference: column({
      mean: 26.667,
      sd: 7.785,
      median: 30,
      q1: 20,
      q3: 30,
      iqr: 10,
      min: 10,
      max: 40,
    }),
  },
  normality: { w: 0.912, p: 0.2256, normal: true },
  tTest: {
    t: 11.866,
    df: 11,
    p: 0.00000013,
    meanDifference: 26.667,
    ciLow: 21.72,
    ciHigh: 31.613,
    dz: 3.425,
    dzCiLow: 1.929,
    dzCiHigh: 4.901,
    dAv: 1.953,
  },
  wilcoxon: {
    v: 78,
    p: 0.0022,
    exact: false,
    z: 3.07,
    nonZero: 12,
    zeros: 0,
    r: 0.886,
    rankBiserial: 1,
  },
  chosen: 'paired-t',
  notes: [],
  sentence:
    'Selisih tidak menyimpang secara bermakna dari normal (Shapiro–Wilk, W = 0,912; p = 0,226). Nilai posttest (M = 72,5) lebih tinggi daripada pretest (M = 45,8); t(11) = 11,87; p < 0,001; IK 95% [21,72; 31,61]; d_z = 3,43.',
  nGain: {
    hake: 0.492,
    hakeBand: 'medium',
    meanG: 0.517,
    meanGBand: 'medium',
    gStudents: 12,
    excludedFullPretest: 0,
    shares: { high: 0.25, medium: 0.5, low: 0.25 },
    meanC: 0.517,
  },
  ...overrides,
});

/** Ani 40 → 70 and Budi 60 → 90 of class 8A: too few pairs for any test. */
export const tooFewPairs = (): Evidence =>
  evidence({
    pairs: 2,
    descriptives: {
      pre: column({
        n: 2,
        mean: 50,
        sd: 14.142,
        median: 50,
        q1: 45,
        q3: 55,
        iqr: 10,
        min: 40,
        max: 60,
      }),
      post: column({
        n: 2,
        mean: 80,
        sd: 14.142,
        median: 80,
        q1: 75,
        q3: 85,
        iqr: 10,
        min: 70,
        max: 90,
      }),
      difference: column({
        n: 2,
        mean: 30,
        sd: 0,
        median: 30,
        q1: 30,
        q3: 30,
        iqr: 0,
        min: 30,
        max: 30,
      }),
    },
    nGain: {
      hake: 0.6,
      hakeBand: 'medium',
      meanG: 0.625,
      meanGBand: 'medium',
      gStudents: 2,
      excludedFullPretest: 0,
      shares: { high: 0.5, medium: 0.5, low: 0 },
      meanC: 0.625,
    },
    normality: null,
    tTest: null,
    wilcoxon: null,
    chosen: null,
    notes: ['too-few-pairs'],
    sentence: null,
  });

/** Differences that are not normal: Wilcoxon, with two zero differences dropped. */
export const wilcoxonEvidence = (): Evidence =>
  evidence({
    normality: { w: 0.801, p: 0.0094, normal: false },
    chosen: 'wilcoxon',
    wilcoxon: {
      v: 55,
      p: 0.0048,
      exact: false,
      z: 2.82,
      nonZero: 10,
      zeros: 2,
      r: 0.892,
      rankBiserial: 1,
    },
    sentence:
      'Nilai posttest lebih tinggi daripada pretest (uji Wilcoxon, V = 55, p = 0,005; r = 0,89).',
  });

/**
 * Four sessions, their meta-analysis and the row of all their students, as the admin key sees
 * the programme: a t-test and a Wilcoxon session pooled, a session of 2 pairs drawn but not
 * pooled, and a session of 1 pair that cannot be drawn.
 */
export const programme = (): ProgrammeReport => ({
  sessions: [
    {
      session_code: 'ABC234',
      name: 'SMP 1 — 21 November',
      evidence: evidence(),
      effect: {
        pairs: 12,
        meanDifference: 26.667,
        se: 2.247,
        ciLow: 21.72,
        ciHigh: 31.613,
        pooled: true,
        notPooled: null,
        weight: 0.55,
      },
    },
    {
      session_code: 'XYZ789',
      name: 'SMP 2 — 28 November',
      evidence: wilcoxonEvidence(),
      effect: {
        pairs: 12,
        meanDifference: 25,
        se: 3.1,
        ciLow: 18.177,
        ciHigh: 31.823,
        pooled: true,
        notPooled: null,
        weight: 0.45,
      },
    },
    {
      session_code: 'QRS456',
      name: 'SMP 3 — 5 Desember',
      evidence: { ...tooFewPairs(), pairs: 2 },
      effect: {
        pairs: 2,
        meanDifference: 15,
        se: 5,
        ciLow: -48.531,
        ciHigh: 78.531,
        pooled: false,
        notPooled: 'too-few-pairs',
        weight: null,
      },
    },
    {
      session_code: 'TUV567',
      name: 'SMP 4 — 12 Desember',
      evidence: { ...tooFewPairs(), pairs: 1 },
      effect: {
        pairs: 1,
        meanDifference: 20,
        se: null,
        ciLow: null,
        ciHigh: null,
        pooled: false,
        notPooled: 'too-few-pairs',
        weight: null,
      },
    },
  ],
  pooled: evidence({ pairs: 27 }),
  metaAnalysis: {
    k: 2,
    estimate: 26.08,
    se: 1.82,
    ciLow: 22.513,
    ciHigh: 29.647,
    z: 14.33,
    p: 1e-10,
    tau2: 0,
    q: 0.19,
    qDf: 1,
    qP: 0.663,
    i2: 0,
  },
});
