import type {
  AnalyticsReport,
  GroupMeasures,
  ItemMeasures,
  OptionShare,
  PairedStudent,
  QuestionMeasures,
} from '@piba/shared';
import { jsonResponse } from '../../../testing/test-utils';
import { tooFewPairs } from './evidence-fixtures';
import { mockHistoryApi } from '../../../testing/history-api-mock';

export const measures = (overrides: Partial<GroupMeasures> = {}): GroupMeasures => ({
  pretestStudents: 3,
  posttestStudents: 2,
  pairedStudents: 2,
  meanPre: 53.33,
  meanPost: 80,
  hakeGain: 0.571,
  hakeBand: 'medium',
  meanNormalizedChange: 0.625,
  ...overrides,
});

/** Key B chosen by share p; of the rest, A takes everything and C nothing (a rare distractor). */
const optionsFor = (p: number): OptionShare[] => [
  { option: 1, correct: false, share: 1 - p, upperShare: 0, flags: p < 1 ? [] : ['rare'] },
  { option: 2, correct: true, share: p, upperShare: 1, flags: [] },
  { option: 3, correct: false, share: 0, upperShare: 0, flags: ['rare'] },
];

const item = (
  answered: number,
  p: number,
  band: ItemMeasures['band'],
  discrimination: number,
): ItemMeasures => ({
  answered,
  p,
  band,
  discrimination,
  pointBiserial: discrimination ? 0.866 : null,
  options: optionsFor(p),
});

const question = (
  topic: string,
  pre: number,
  post: number,
  mcnemar: QuestionMeasures['mcnemar'],
): QuestionMeasures => ({
  name: topic,
  topic,
  pre: item(3, pre, 'sedang', 0.5),
  post: item(2, post, 'mudah', 0),
  gain: (post - pre) / (1 - pre),
  mcnemar,
});

/** A student with both tests: Ani of the worked example, or whoever `overrides` makes. */
export const pairedStudent = (overrides: Partial<PairedStudent> = {}): PairedStudent => ({
  name: 'Ani',
  participant_code: 'K7P3QXBD',
  session_code: null,
  class_room: '8A',
  pre: 40,
  post: 70,
  change: 0.5,
  band: 'medium',
  ...overrides,
});

/** Class 8A of the worked example: Ani 40 → 70, Budi 60 → 90, Citra only a pre-test at 60. */
export const report = (overrides: Partial<AnalyticsReport> = {}): AnalyticsReport => ({
  session: null,
  classRoom: '8A',
  overall: measures(),
  classes: [{ session_code: null, class_room: '8A', ...measures() }],
  answerKeyVersion: '0fdddf29',
  questions: [
    question('Definisi kesehatan reproduksi', 0.667, 1, {
      wrongToRight: 1,
      rightToWrong: 0,
      p: 1,
      pHolm: 1,
    }),
    question('Perawatan gigi', 0.333, 0.5, {
      wrongToRight: 0,
      rightToWrong: 0,
      p: null,
      pHolm: null,
    }),
  ],
  reliability: { pre: { answered: 3, kr20: 0.75 }, post: { answered: 2, kr20: null } },
  excludedOtherVersion: 0,
  evidence: tooFewPairs(),
  pairs: [
    pairedStudent(),
    pairedStudent({ name: 'Budi', pre: 60, post: 90, change: 0.75, band: 'high' }),
  ],
  withoutPosttest: [
    {
      name: 'Citra',
      participant_code: 'M9N4RTVW',
      session_code: null,
      class_room: '8A',
      pre: 60,
      pretest_at: '2026-11-21T01:05:00.000Z',
    },
  ],
  ...overrides,
});

/** The teacher API fake, answering GET /api/analytics with `answer(classRoom)` and the class list. */
export function mockAnalyticsApi(
  answer: (classRoom: string | null) => Response | Promise<Response> = (classRoom) =>
    jsonResponse(200, report({ classRoom })),
  classes = ['8A', '8B'],
) {
  const api = mockHistoryApi(({ path, params }) => {
    if (path === '/api/analytics') return answer(params.get('classRoom'));
    if (path === '/api/history/classes') return jsonResponse(200, { data: classes });
    return undefined;
  });
  return {
    ...api,
    analyticsRequests: () => api.requests.filter((request) => request.path === '/api/analytics'),
  };
}
