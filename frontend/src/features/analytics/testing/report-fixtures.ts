import type { AnalyticsReport, ItemMeasures, QuestionMeasures } from '@piba/shared';
import { measures, pairedStudent, report } from './analytics-fixtures';
import { evidence } from './evidence-fixtures';

/** An item of the worked example with every figure of its quality. */
const item = (overrides: Partial<ItemMeasures> = {}): ItemMeasures => ({
  answered: 12,
  p: 0.5,
  band: 'sedang',
  discrimination: 0.5,
  pointBiserial: 0.61,
  correctedItemTotal: 0.52,
  rTable: 0.576,
  valid: false,
  sameForEveryone: null,
  likelyWrongKey: null,
  options: [
    { option: 1, correct: false, share: 0.25, upperShare: 0, flags: [] },
    { option: 2, correct: true, share: 0.5, upperShare: 1, flags: [] },
    { option: 3, correct: false, share: 0.25, upperShare: 0, flags: [] },
  ],
  ...overrides,
});

const question = (
  topic: string,
  pre: Partial<ItemMeasures>,
  post: Partial<ItemMeasures>,
  mcnemar: QuestionMeasures['mcnemar'] = { wrongToRight: 0, rightToWrong: 0, p: null, pHolm: null },
) =>
  ({
    name: topic,
    topic,
    pre: item(pre),
    post: item(post),
    gain: 0.5,
    mcnemar,
  }) satisfies QuestionMeasures;

/**
 * A session's analysis with everything a reviewer reads: the consent record, the interval
 * between the tests, participants per class, knowledge levels, N-gain with its category, each
 * question's quality (one known by everyone before the lesson, one with a likely wrong key).
 */
export const researchReport = (overrides: Partial<AnalyticsReport> = {}): AnalyticsReport =>
  report({
    session: 'K7P3QX',
    classRoom: null,
    sessionDetails: {
      code: 'K7P3QX',
      name: 'SMP Harapan — Kelas 8A',
      consent: { confirmed_by: 'Bu Sri Wahyuni', confirmed_at: '2026-11-20T02:15:00.000Z' },
    },
    testInterval: { pairs: 12, medianHours: 1.5, minHours: 1.1, maxHours: 26 },
    overall: measures({
      pretestStudents: 13,
      posttestStudents: 12,
      pairedStudents: 12,
      pretestOnly: 1,
      posttestOnly: 0,
      attritionRate: 1 / 13,
      testedPairs: 12,
      allResults: { pretestStudents: 13, posttestStudents: 12, meanPre: 46.2, meanPost: 72.5 },
    }),
    classes: [
      {
        session_code: 'K7P3QX',
        class_room: '8A',
        ...measures({
          pretestStudents: 13,
          posttestStudents: 12,
          pairedStudents: 12,
          pretestOnly: 1,
          posttestOnly: 0,
          attritionRate: 1 / 13,
          testedPairs: 12,
        }),
      },
    ],
    questions: [
      question(
        'Definisi kesehatan reproduksi',
        { p: 1, band: 'mudah', sameForEveryone: 'right', correctedItemTotal: null, valid: null },
        { p: 1, band: 'mudah', sameForEveryone: 'right', correctedItemTotal: null, valid: null },
      ),
      question(
        'Perawatan gigi',
        { p: 0.083, band: 'sukar', likelyWrongKey: 1 },
        { correctedItemTotal: 0.71, valid: true },
        // 6 of 12 students wrong then right, 1 right then wrong: binom.test(1, 7)'s p, alone tested.
        { wrongToRight: 6, rightToWrong: 1, p: 0.125, pHolm: 0.125 },
      ),
    ],
    reliability: {
      pre: { answered: 12, kr20: 0.512, kr20Band: 'moderate' },
      post: { answered: 12, kr20: 0.734, kr20Band: 'high' },
    },
    evidence: evidence({
      nGain: {
        ...evidence().nGain,
        hakePercent: 49.23,
        effectiveness: 'less-effective',
      },
      knowledgeLevels: {
        pre: {
          counts: { good: 0, fair: 3, poor: 9 },
          shares: { good: 0, fair: 0.25, poor: 0.75 },
        },
        post: {
          counts: { good: 6, fair: 5, poor: 1 },
          shares: { good: 0.5, fair: 0.417, poor: 0.083 },
        },
      },
    }),
    pairs: [
      pairedStudent({ session_code: 'K7P3QX' }),
      pairedStudent({
        name: 'Budi',
        participant_code: 'B2C3D4F5',
        session_code: 'K7P3QX',
        pre: 60,
        post: 90,
        change: 0.75,
        band: 'high',
      }),
    ],
    withoutPosttest: [
      {
        name: 'Citra',
        participant_code: 'M9N4RTVW',
        session_code: 'K7P3QX',
        class_room: '8A',
        pre: 60,
        pretest_at: '2026-11-21T01:05:00.000Z',
      },
    ],
    ...overrides,
  });
