import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  answerKeyVersion,
  type AnalyticsReport,
  type CreatedSession,
  defaultPackDocument,
  type PackDocument,
  type ProgrammeReport,
  questions,
} from '@piba/shared';
import { PackEntity, PackVersionEntity } from '../../src/packs/pack.entities.js';
import { answersScoring } from '../support/answers.js';
import { type Cases, http, seedRows } from '../support/history-api.js';
import { R_PAIRS, seedPairs } from './analytics.cases.js';

/**
 * A second lesson: five questions of its own (other names, stems and keys), taught on the default
 * pack's slides. Its answer-key version differs from the default pack's.
 */
const OTHER_DOCUMENT: PackDocument = {
  ...defaultPackDocument,
  title: 'Pubertas dan Kebersihan Diri',
  questions: ['a', 'b', 'c', 'd', 'e'].map((letter, index) => ({
    ...defaultPackDocument.questions[index],
    name: `puberty_${letter}`,
    topic: `Topik pubertas ${letter.toUpperCase()}`,
    question: `Pertanyaan pubertas ${letter.toUpperCase()}: manakah yang benar?`,
    correctAnswer: ((index % 3) + 1) as 1 | 2 | 3,
  })),
};
const OTHER_KEY = answerKeyVersion(OTHER_DOCUMENT.questions);
/** A version id as the packs module makes them: 16 hex digits. */
const OTHER_VERSION = 'a1b2c3d4e5f60718';
const DEFAULT_KEY = answerKeyVersion(questions);

/** Stores the second lesson's version as publishing would, once per database. */
async function storeOtherVersion(testApp: Parameters<Cases>[0]) {
  const { dataSource } = testApp();
  const now = new Date();
  await dataSource.getRepository(PackEntity).save({
    id: 'pubertas',
    title: OTHER_DOCUMENT.title,
    is_default: false,
    created_at: now,
    updated_at: now,
  });
  await dataSource.getRepository(PackVersionEntity).save({
    version: OTHER_VERSION,
    pack_id: 'pubertas',
    answer_key_version: OTHER_KEY,
    document: JSON.stringify(OTHER_DOCUMENT),
    note: 'Uji coba',
    published_at: now,
    retired_at: null,
  });
}

/**
 * A pre-test and post-test per pair on the second lesson's key: the pre-test with its first
 * `pre` questions right, the post-test with its first `post`.
 */
function otherPairs(session: string, pairs: Array<[number, number]>) {
  const total = OTHER_DOCUMENT.questions.length;
  return pairs.flatMap(([pre, post], index) => {
    const participant_id = randomUUID();
    const row = (correct: number, isPretest: boolean, minute: number) => ({
      participant_id,
      name: `Siswa ${index + 1}`,
      class_room: '9A',
      session_code: session,
      score: `${correct}/${total}`,
      percentage: Math.floor((100 * correct) / total),
      is_pretest: isPretest,
      is_posttest: !isPretest,
      answers: answersScoring(correct, false, OTHER_DOCUMENT.questions),
      answer_key_version: OTHER_KEY,
      created_at: new Date(Date.UTC(2026, 10, 21, 1, minute)),
    });
    return [row(pre, true, index), row(post, false, 30 + index)];
  });
}

/** Cases for an open server: no key is the admin's. */
export const analyticsPackCases: Cases = (testApp) => {
  describe('the analysis follows each session’s lesson pack version', () => {
    const create = async (name: string, packVersion?: string): Promise<CreatedSession> =>
      (
        await http(testApp())
          .post('/api/sessions')
          .send({ name, ...(packVersion ? { pack_version: packVersion } : {}) })
          .expect(201)
      ).body;
    let stored = false;
    let other: CreatedSession;
    let piba: CreatedSession;

    beforeEach(async () => {
      // The analysis keeps each session's figures until a write it sees: this is one.
      await testApp().records.createQueryBuilder().delete().execute();
      if (!stored) {
        await storeOtherVersion(testApp);
        stored = true;
      }
      piba = await create('SMPN 3 — PIBA');
      other = await create('SMPN 4 — pubertas', OTHER_VERSION);
      expect(other).toMatchObject({ pack_version: OTHER_VERSION, answer_key_version: OTHER_KEY });
      // Four pairs on the second lesson: question 1 right by all four before and after,
      // question 2 by three of four before, the rest learnt.
      await seedRows(
        testApp(),
        otherPairs(other.code, [
          [2, 5],
          [2, 4],
          [1, 5],
          [3, 5],
        ]),
      );
      // Two pairs in the same session answered with the default pack's key (stored before the
      // session's pack changed): counted as another key, never among its questions.
      await seedRows(
        testApp(),
        [0, 1].flatMap((index) => {
          const participant_id = randomUUID();
          const base = {
            participant_id,
            name: `Siswa lama ${index + 1}`,
            class_room: '9A',
            session_code: other.code,
            answer_key_version: DEFAULT_KEY,
          };
          return [
            { ...base, score: '0/10', percentage: 0, answers: answersScoring(0) },
            {
              ...base,
              score: '10/10',
              percentage: 100,
              is_pretest: false,
              is_posttest: true,
              answers: answersScoring(10),
              created_at: new Date(Date.UTC(2026, 10, 21, 2, index)),
            },
          ];
        }),
      );
      await seedPairs(testApp, R_PAIRS, { classRoom: '8A', session: piba.code });
    });

    it("analyses a session's questions with its own pack version and answer key", async () => {
      const { body } = (await http(testApp())
        .get(`/api/analytics?session=${other.code}`)
        .expect(200)) as { body: AnalyticsReport };
      expect(body.pack).toEqual({ version: OTHER_VERSION, title: OTHER_DOCUMENT.title });
      expect(body.answerKeyVersion).toBe(OTHER_KEY);
      expect(
        body.questions.map((question) => [question.name, question.topic, question.stem]),
      ).toEqual(
        OTHER_DOCUMENT.questions.map((question) => [
          question.name,
          question.topic,
          question.question,
        ]),
      );
      expect(body.questions[0].taughtIn).toEqual(OTHER_DOCUMENT.questions[0].taughtIn);
      // Only the four pairs on its own key: p before 4/4, 3/4, 1/4, 0, 0; after 1, 1, 1, 1, 3/4.
      expect(body.questions.map((question) => question.pre.answered)).toEqual([4, 4, 4, 4, 4]);
      expect(body.questions.map((question) => question.pre.p)).toEqual([1, 0.75, 0.25, 0, 0]);
      expect(body.questions.map((question) => question.post.p)).toEqual([1, 1, 1, 1, 0.75]);
      // The keys are the pack's: option shares name its key, not the default pack's.
      expect(body.questions[1].pre.options.find((option) => option.correct)!.option).toBe(2);
      expect(body.reliability.pre.answered).toBe(4);
      // The default key's two pairs are counted apart: two pre-tests and two post-tests.
      expect(body.excludedOtherVersion).toBe(4);
      expect(body.evidence.pairs).toBe(6);
    });

    it('keeps analysing a session made before packs, and every result, with the default pack', async () => {
      // A session made before packs names no version.
      await testApp().dataSource.query('UPDATE sessions SET pack_version = NULL WHERE code = ?', [
        piba.code,
      ]);
      for (const query of [`session=${piba.code}`, '']) {
        const { body } = (await http(testApp()).get(`/api/analytics?${query}`).expect(200)) as {
          body: AnalyticsReport;
        };
        expect(body.answerKeyVersion).toBe(DEFAULT_KEY);
        expect(body.pack?.title).toBe(defaultPackDocument.title);
        expect(body.questions.map((question) => question.name)).toEqual(
          questions.map((question) => question.name),
        );
        expect(body.questions[0].stem).toBe(questions[0].question);
      }
      const { body } = (await http(testApp()).get('/api/analytics').expect(200)) as {
        body: AnalyticsReport;
      };
      // Every result: the second lesson's eight tests are on another key than the default's.
      expect(body.excludedOtherVersion).toBe(8);
    });

    it('writes the pack version’s stems and the flags in the workbook', async () => {
      const response = await http(testApp())
        .get(`/api/analytics/export.xlsx?session=${other.code}`)
        .responseType('blob')
        .expect(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body);
      const sheet = workbook.getWorksheet('Per topik')!;
      const rows: string[][] = [];
      sheet.eachRow((row) =>
        rows.push(
          (row.values as Array<string | number | null | undefined>)
            .slice(1)
            .map((value) => String(value ?? '')),
        ),
      );
      const flags = rows.find((row) => row[0] === 'No')!.indexOf('Tanda');
      const first = rows.find((row) => row[1] === 'Topik pubertas A')!;
      expect(first[2]).toBe('Pertanyaan pubertas A: manakah yang benar?');
      expect(first[flags]).toBe('sudah diketahui sebelum pelajaran');
      // An empty cell for a question without flags.
      expect(rows.find((row) => row[1] === 'Topik pubertas C')![flags] ?? '').toBe('');
    });

    it("answers with the new pack's questions at once when a session without results changes pack", async () => {
      const session = await create('SMPN 6 — changes pack');
      const names = async () =>
        (
          (await http(testApp()).get(`/api/analytics?session=${session.code}`).expect(200)) as {
            body: AnalyticsReport;
          }
        ).body.questions.map((question) => question.name);
      expect(await names()).toEqual(questions.map((question) => question.name));
      await http(testApp())
        .patch(`/api/sessions/${session.code}`)
        .send({ pack_version: OTHER_VERSION })
        .expect(200);
      // No result changed, so the kept analysis of the old version must not answer.
      expect(await names()).toEqual(OTHER_DOCUMENT.questions.map((question) => question.name));
    });

    it('flags a question most students knew before the lesson as known before', async () => {
      const { body } = (await http(testApp())
        .get(`/api/analytics?session=${other.code}`)
        .expect(200)) as { body: AnalyticsReport };
      // Question 1: 4 of 4 right on the pre-test; question 2: 3 of 4 (75%), also easy (mudah).
      expect(body.questions.map((question) => question.flags)).toEqual([
        ['known-before'],
        ['known-before'],
        [],
        [],
        [],
      ]);
    });

    it('flags an item that 80% answered right on the pre-test, and not one that 70% did', async () => {
      // Ten pairs on the default key: question 1 right on eight pre-tests, question 2 on seven.
      const session = await create('SMPN 5 — known before');
      const rows = Array.from({ length: 10 }, (_, index) => {
        const participant_id = randomUUID();
        const pre = answersScoring(0);
        if (index < 8) pre[questions[0].name] = questions[0].correctAnswer;
        if (index < 7) pre[questions[1].name] = questions[1].correctAnswer;
        const right = Object.values(pre).filter(
          (option, i) => option === questions[i].correctAnswer,
        ).length;
        const base = {
          participant_id,
          name: `Siswa ${index + 1}`,
          class_room: '7C',
          session_code: session.code,
          answer_key_version: DEFAULT_KEY,
        };
        return [
          {
            ...base,
            score: `${right}/10`,
            percentage: right * 10,
            answers: pre,
            created_at: new Date(Date.UTC(2026, 10, 22, 1, index)),
          },
          {
            ...base,
            score: '10/10',
            percentage: 100,
            is_pretest: false,
            is_posttest: true,
            answers: answersScoring(10),
            created_at: new Date(Date.UTC(2026, 10, 22, 2, index)),
          },
        ];
      }).flat();
      await seedRows(testApp(), rows);
      const { body } = (await http(testApp())
        .get(`/api/analytics?session=${session.code}`)
        .expect(200)) as { body: AnalyticsReport };
      expect(body.questions[0]).toMatchObject({
        pre: { p: 0.8, band: 'mudah' },
        flags: ['known-before'],
      });
      expect(body.questions[1]).toMatchObject({ pre: { p: 0.7, band: 'sedang' }, flags: [] });
    });

    it('keeps the sessions of two answer keys apart in the programme view', async () => {
      const { body } = (await http(testApp()).get('/api/analytics/programme').expect(200)) as {
        body: ProgrammeReport;
      };
      const row = (code: string) => body.sessions.find((session) => session.session_code === code)!;
      expect(row(other.code).pack).toEqual({
        version: OTHER_VERSION,
        title: OTHER_DOCUMENT.title,
        answer_key_version: OTHER_KEY,
      });
      expect(row(piba.code).pack).toMatchObject({
        title: defaultPackDocument.title,
        answer_key_version: DEFAULT_KEY,
      });
      const groups = body.groups!;
      const groupOf = (key: string) => groups.find((group) => group.answer_key_version === key)!;
      // Two groups, each session in the one of its pack version's key (the earlier cases' empty
      // sessions too).
      expect(groups.map((group) => group.answer_key_version).sort()).toEqual(
        [DEFAULT_KEY, OTHER_KEY].sort(),
      );
      for (const group of groups) {
        for (const code of group.session_codes) {
          expect(row(code).pack?.answer_key_version).toBe(group.answer_key_version);
        }
      }
      expect(groupOf(OTHER_KEY).session_codes).toContain(other.code);
      expect(groupOf(DEFAULT_KEY).session_codes).toContain(piba.code);
      // Each group pools its own sessions' pairs only: the second lesson's six pairs (its own
      // four, and two whose tests were both on the default key, so not flagged).
      expect(groupOf(OTHER_KEY).pooled.pairs).toBe(6);
      expect(groupOf(DEFAULT_KEY).pooled.pairs).toBe(
        groupOf(DEFAULT_KEY).session_codes.reduce((sum, code) => sum + row(code).evidence.pairs, 0),
      );
      // A group with one session of pairs has no meta-analysis: nothing of another key joins it.
      expect(groupOf(OTHER_KEY).metaAnalysis).toBeNull();
      // The newest session's group is the one the top-level figures repeat.
      expect(body.pooled).toEqual(groups[0].pooled);
      expect(groups[0].session_codes[0]).toBe(body.sessions[0].session_code);
    });
  });
};
