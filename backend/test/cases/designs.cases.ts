import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  answerKeyVersion,
  type CreatedSession,
  formFor,
  type PackAttitudeItem,
  type PackDocument,
  wibDate,
} from '@piba/shared';
import {
  attitudeAnalysis,
  type AttitudeResult,
  comparisonAnalysis,
  delayedAnalysis,
  formsAnalysis,
} from '../../src/analytics/designs/index.js';
import { type Cases, http } from '../support/history-api.js';
import { OpenApiContract } from '../support/openapi-contract.js';
import { TEACHER_KEY } from '../support/teacher-key.js';
import { publishCopy } from '../support/test-pack.js';

type Key = ReadonlyArray<{ name: string; correctAnswer: 1 | 2 | 3 }>;

const SCALE: PackAttitudeItem[] = [
  { id: 'suka-olahraga', text: 'Saya suka berolahraga.', positive: true },
  { id: 'senam-mudah', text: 'Senam mudah saya ikuti.', positive: true },
  { id: 'senam-membosankan', text: 'Senam itu membosankan.', positive: false },
  { id: 'tubuh-penting', text: 'Menjaga tubuh itu penting.', positive: true },
];

/** A result of `key` with its first `right` questions answered right and the rest wrong. */
function result(key: Key, version: string, right: number) {
  const answers = Object.fromEntries(
    key.map((question, index) => [
      question.name,
      index < right ? question.correctAnswer : (question.correctAnswer % 3) + 1,
    ]),
  );
  return {
    answers,
    answer_key_version: version,
    score: `${right}/${key.length}`,
    percentage: Math.floor((100 * right) / key.length),
  };
}

/** JSON as the API answers it. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const PRETEST = { is_pretest: true, is_posttest: false } as const;
const POSTTEST = { is_pretest: false, is_posttest: true } as const;

/** Cases for an app started with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key). */
export const designsCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const api = () => http(testApp());
  const create = async (body: object): Promise<CreatedSession> =>
    (await api().post('/api/sessions').set(admin).send(body).expect(201)).body;
  const save = (code: string, body: object) =>
    api()
      .post('/api/history')
      .send({ ...body, session_code: code });
  const analysis = async (code: string) =>
    (await api().get('/api/analytics').query({ session: code }).set(admin).expect(200)).body;
  /** A student's pre-test and post-test of `key` with `pre` and `post` right; the pre-test saved. */
  const savePair = async (
    code: string,
    student: object,
    { key, version }: { key: Key; version: string },
    [pre, post]: readonly number[],
  ) => {
    const saved = await save(code, { ...student, ...result(key, version, pre), ...PRETEST });
    expect(saved.status).toBe(201);
    await save(code, { ...student, ...result(key, version, post), ...POSTTEST }).expect(201);
    return saved.body as object;
  };
  /** The analysis workbook of a selection (every session by default), opened. */
  const workbookOf = async (query: object = {}) => {
    const file = await api()
      .get('/api/analytics/export.xlsx')
      .query(query)
      .set(admin)
      .responseType('blob')
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as Parameters<typeof workbook.xlsx.load>[0]);
    return workbook;
  };
  /** What the returning-student lookup finds for 'Siswa 1' of `classRoom`. */
  const returningOf = async (code: string, classRoom: string) =>
    (
      await api()
        .post(`/api/sessions/${code}/returning`)
        .send({ name: 'Siswa 1', class_room: classRoom })
        .expect(200)
    ).body;
  /** The message of a session refused as made. */
  const refusedSession = async (body: object) =>
    (await api().post('/api/sessions').set(admin).send(body).expect(400)).body.message;

  let contract: OpenApiContract;
  beforeAll(async () => {
    contract = new OpenApiContract((await api().get('/api/docs-json').expect(200)).body);
  });

  let designed: { version: string; answerKeyVersion: string; document: PackDocument };
  let formBVersion: string;
  let plain: { version: string; answerKeyVersion: string; document: PackDocument };
  beforeAll(async () => {
    designed = await publishCopy(testApp(), 'Paket Desain', undefined, (document) => ({
      ...document,
      form_b: document.questions.map((question, index) => ({
        ...question,
        name: `bentukb${index + 1}`,
      })),
      attitude_scale: SCALE,
    }));
    formBVersion = answerKeyVersion(designed.document.form_b!);
    plain = await publishCopy(testApp(), 'Paket Polos');
  });

  describe('taught and comparison sessions analysed together', () => {
    it('answer the programme view with designs.comparison, as comparisonAnalysis gives it', async () => {
      const key = plain.document.questions;
      const taught = await create({ name: 'SMPN Diajar', pack_version: plain.version });
      const control = await create({
        name: 'SMPN Pembanding',
        pack_version: plain.version,
        comparison: true,
      });
      expect(control).toMatchObject({ comparison: true, form_design: 'A' });
      const scores = {
        [taught.code]: [
          [2, 8],
          [3, 9],
          [1, 6],
          [4, 10],
        ],
        [control.code]: [
          [2, 4],
          [3, 3],
          [1, 4],
          [5, 6],
        ],
      };
      for (const [code, pairs] of Object.entries(scores)) {
        for (const [index, [pre, post]] of pairs.entries()) {
          const student = {
            participant_id: randomUUID(),
            name: `Siswa ${index + 1}`,
            class_room: '8A',
          };
          await savePair(code, student, { key, version: plain.answerKeyVersion }, [pre, post]);
        }
      }
      const percent = (right: number) => Math.floor((100 * right) / key.length);
      const armOf = (code: string) =>
        scores[code].map(([pre, post]) => ({
          session: code,
          pre: percent(pre),
          post: percent(post),
        }));
      const programme = await api().get('/api/analytics/programme').set(admin).expect(200);
      expect(contract.problems('get /api/analytics/programme', programme)).toEqual([]);
      expect(programme.body.designs.comparison).toEqual({
        ...asJson(comparisonAnalysis(armOf(taught.code), armOf(control.code))),
        answerKeyVersion: plain.answerKeyVersion,
        otherGroups: 0,
      });
      expect(programme.body.designs.comparison.notes).toEqual([
        'classes-assigned',
        'whole-classes-assigned',
      ]);
      // The workbook of every session holds the same comparison, its figures as number cells.
      const sheet = (await workbookOf()).getWorksheet('Kelas pembanding')!;
      expect(sheet).toBeDefined();
      const cells = new Map<string, ExcelJS.Cell>();
      sheet.eachRow((row) => cells.set(row.getCell(1).text, row.getCell(2)));
      const { comparison } = programme.body.designs;
      expect(cells.get('Kesimpulan')!.value).toBe(comparison.sentence);
      for (const [path, value] of [
        ['taught.students', 4],
        ['taught.sessions', 1],
        ['comparison.students', 4],
        ['taught.gain.mean', comparison.taught.gain.mean],
        ['welch.t', comparison.welch.t],
        ['welch.p', comparison.welch.p],
        ['hedgesG.g', comparison.hedgesG.g],
        ['hedgesG.ciLow', comparison.hedgesG.ciLow],
        ['mannWhitney.w', comparison.mannWhitney.w],
        ['ancova.difference', comparison.ancova.difference],
        ['ancova.p', comparison.ancova.p],
      ] as const) {
        const cell = cells.get(path);
        expect([path, cell?.type]).toEqual([path, ExcelJS.ValueType.Number]);
        expect(cell!.value).toBe(value);
      }
      expect(cells.get('notes[0]')!.value).toBe('classes-assigned');
      expect(cells.get('notes[1]')!.value).toBe('whole-classes-assigned');
      expect(cells.get('answerKeyVersion')!.value).toBe(plain.answerKeyVersion);
      // One session's workbook holds no comparison.
      const sessionWorkbook = await workbookOf({ session: taught.code });
      expect(sessionWorkbook.getWorksheet('Kelas pembanding')).toBeUndefined();
      // One session alone holds no comparison.
      const alone = await api()
        .get('/api/analytics/programme')
        .query({ session: taught.code })
        .set(admin)
        .expect(200);
      expect(alone.body.designs).toBeUndefined();
    });

    it('compares within one answer-key version, with the pairs the evidence uses, and always notes that classes were assigned', async () => {
      // Two packs of their own answer keys; the taught class of the other is made first, so that
      // this pack's group is the newest.
      const renamed = (title: string, prefix: string) =>
        publishCopy(testApp(), title, undefined, (doc) => ({
          ...doc,
          questions: doc.questions.map((question, i) => ({
            ...question,
            name: `${prefix}${i + 1}`,
          })),
        }));
      const ownVersion = await renamed('Paket Kunci Sendiri', 'sendiri');
      const key = ownVersion.document.questions;
      const otherVersion = await renamed('Paket Kunci Lain', 'lain');
      const other = {
        key: otherVersion.document.questions,
        version: otherVersion.answerKeyVersion,
      };
      expect(other.version).not.toBe(ownVersion.answerKeyVersion);
      const otherPack = await create({
        name: 'SMPN Paket Lain',
        pack_version: otherVersion.version,
      });
      const own = { key, version: ownVersion.answerKeyVersion };
      const taught = [
        await create({ name: 'SMPN Diajar 1', pack_version: ownVersion.version }),
        await create({ name: 'SMPN Diajar 2', pack_version: ownVersion.version }),
      ];
      const controls = [
        await create({
          name: 'SMPN Banding 1',
          pack_version: ownVersion.version,
          comparison: true,
        }),
        await create({
          name: 'SMPN Banding 2',
          pack_version: ownVersion.version,
          comparison: true,
        }),
      ];
      const scores = new Map<string, number[][]>([
        [
          taught[0].code,
          [
            [2, 8],
            [3, 9],
            [1, 7],
          ],
        ],
        [
          taught[1].code,
          [
            [4, 9],
            [2, 6],
          ],
        ],
        [
          controls[0].code,
          [
            [2, 4],
            [3, 3],
          ],
        ],
        [
          controls[1].code,
          [
            [1, 4],
            [5, 6],
            [3, 5],
          ],
        ],
      ]);
      let n = 0;
      const student = () => ({
        participant_id: randomUUID(),
        name: `Siswa ${++n}`,
        class_room: '8A',
      });
      for (const [code, pairs] of scores) {
        for (const pair of pairs) await savePair(code, student(), own, pair);
      }
      // Another pack's taught class gained little: pooled with the first pack it would change
      // the taught arm.
      for (const pair of [
        [5, 5],
        [6, 5],
        [4, 4],
      ]) {
        await savePair(otherPack.code, student(), other, pair);
      }
      // A comparison student whose post-test was scored with another key: flagged as the
      // evidence flags it, so in the comparison only with includeFlagged.
      const flagged = student();
      await save(controls[0].code, {
        ...flagged,
        ...result(key, own.version, 1),
        ...PRETEST,
      }).expect(201);
      await save(controls[0].code, {
        ...flagged,
        ...result(other.key, other.version, 10),
        ...POSTTEST,
      }).expect(201);

      const percent = (right: number) => Math.floor((100 * right) / key.length);
      const armOf = (codes: string[], extra: number[][] = []) =>
        codes.flatMap((code) =>
          [...scores.get(code)!, ...(code === controls[0].code ? extra : [])].map(
            ([pre, post]) => ({ session: code, pre: percent(pre), post: percent(post) }),
          ),
        );
      // Newest session first, as the programme view reads them.
      const taughtCodes = taught.map((made) => made.code).reverse();
      const controlCodes = controls.map((made) => made.code).reverse();
      for (const includeFlagged of [false, true]) {
        const programme = (
          await api()
            .get('/api/analytics/programme')
            .query(includeFlagged ? { includeFlagged: true } : {})
            .set(admin)
            .expect(200)
        ).body;
        const expected = {
          ...asJson(
            comparisonAnalysis(
              armOf(taughtCodes),
              armOf(controlCodes, includeFlagged ? [[1, 10]] : []),
            ),
          ),
          answerKeyVersion: own.version,
          // Sessions of earlier cases keep their own groups.
          otherGroups:
            programme.groups.filter((group: { comparison?: object }) => group.comparison).length -
            1,
        };
        expect(programme.designs.comparison).toEqual(expected);
        const groups = new Map(
          programme.groups.map((group: { answer_key_version: string }) => [
            group.answer_key_version,
            group,
          ]),
        );
        expect(groups.get(own.version)).toMatchObject({ comparison: expected });
        expect(groups.get(other.version)).toBeDefined();
        expect(groups.get(other.version)).not.toHaveProperty('comparison');
        // The arms hold the very pairs the group's evidence uses.
        const { pooled } = groups.get(own.version) as { pooled: { pairs: number } };
        expect(expected.taught.students + expected.comparison.students).toBe(pooled.pairs);
        // Two classes in each arm: the note says that classes, not students, were assigned.
        expect(expected.notes).toEqual(['classes-assigned']);
        expect(expected.sentence).toContain(
          'Yang dibagi ke kelompok adalah kelas utuh, bukan siswa: siswa sekelas tidak saling bebas',
        );
      }
    });
  });

  describe('a session without designs', () => {
    it('answers as a session made the old way, every endpoint alike', async () => {
      const key = plain.document.questions;
      const old = await create({ name: 'SMPN Lama', pack_version: plain.version });
      const explicit = await create({
        name: 'SMPN Lama',
        pack_version: plain.version,
        form_design: 'A',
        shuffle_options: false,
        delayed_test_from: null,
        comparison: false,
      });
      for (const made of [old, explicit]) {
        expect(Object.keys(made).sort()).toEqual(
          [
            'code',
            'name',
            'join_url',
            'teacher_key',
            'created_at',
            'consent',
            'pack_version',
            'answer_key_version',
          ].sort(),
        );
        const lookup = await api().get(`/api/sessions/${made.code}`).expect(200);
        expect(Object.keys(lookup.body).sort()).toEqual(
          ['code', 'name', 'open', 'pack_version', 'answer_key_version'].sort(),
        );
      }
      const saved: object[] = [];
      for (const made of [old, explicit]) {
        for (const [index, [pre, post]] of [
          [2, 7],
          [4, 9],
          [3, 3],
        ].entries()) {
          const student = {
            participant_id: `00000000-0000-4000-8000-00000000000${index}`.replace(
              /.$/,
              made === old ? String(index) : String(index + 5),
            ),
            name: `Siswa ${index + 1}`,
            class_room: '8B',
          };
          saved.push(
            await savePair(made.code, student, { key, version: plain.answerKeyVersion }, [
              pre,
              post,
            ]),
          );
        }
      }
      for (const record of saved) {
        expect(record).not.toHaveProperty('test_form');
        expect(record).not.toHaveProperty('attitude');
        expect(record).not.toHaveProperty('is_delayed');
      }
      /** What differs between two sessions by their code alone. */
      const sessionFree = ({ testInterval, ...report }: Record<string, unknown>) =>
        JSON.parse(
          JSON.stringify(report)
            .replaceAll(old.code, 'CODE')
            .replaceAll(explicit.code, 'CODE')
            .replace(/"participant_code":"[^"]*"/g, '"participant_code":"P"')
            .replace(/"(confirmed_at|pretest_at|first|last)":"[^"]*"/g, '"$1":"T"'),
        );
      const [before, after] = [await analysis(old.code), await analysis(explicit.code)];
      expect(before).not.toHaveProperty('designs');
      expect(after).not.toHaveProperty('designs');
      expect(sessionFree(after)).toEqual(sessionFree(before));
      // The time between the tests is the requests' own: only its shape is compared.
      expect(Object.keys(after.testInterval)).toEqual(Object.keys(before.testInterval));
      expect(await returningOf(explicit.code, '8B')).toEqual({ participant_id: null });
      // The workbooks hold the same sheets, none of a research design's, and the programme view
      // of such a session answers none.
      const sheetsOf = async (code: string) => {
        const file = await api()
          .get('/api/analytics/export.xlsx')
          .query({ session: code })
          .set(admin)
          .responseType('blob')
          .expect(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(file.body as Parameters<typeof workbook.xlsx.load>[0]);
        return workbook.worksheets.map((sheet) => sheet.name);
      };
      const sheets = await sheetsOf(old.code);
      expect(await sheetsOf(explicit.code)).toEqual(sheets);
      for (const name of ['Skala sikap', 'Bentuk paralel', 'Tes tunda', 'Kelas pembanding']) {
        expect(sheets).not.toContain(name);
      }
      for (const made of [old, explicit]) {
        const programme = await api()
          .get('/api/analytics/programme')
          .query({ session: made.code })
          .set(admin)
          .expect(200);
        expect(programme.body).not.toHaveProperty('designs');
      }
    });
  });

  describe('an AB-BA session with an attitude scale and a delayed test', () => {
    it('leaves delayed results out of the pairs, pairs across forms, and answers the designs’ sections', async () => {
      const today = wibDate(new Date());
      const session = await create({
        name: 'SMPN Desain',
        pack_version: designed.version,
        form_design: 'AB-BA',
        shuffle_options: true,
        delayed_test_from: today,
      });
      expect(session).toMatchObject({
        form_design: 'AB-BA',
        shuffle_options: true,
        delayed_test_from: today,
        comparison: false,
      });
      const lookup = await api().get(`/api/sessions/${session.code}`).expect(200);
      expect(lookup.body).toMatchObject({ form_design: 'AB-BA', delayed_test_from: today });
      expect(contract.problems('get /api/sessions/{code}', lookup)).toEqual([]);

      const formA = designed.document.questions;
      const formB = designed.document.form_b!;
      const form = (letter: 'A' | 'B') =>
        letter === 'A'
          ? { key: formA, version: designed.answerKeyVersion }
          : { key: formB, version: formBVersion };
      // pre, post, delayed (right answers of 10), and attitude ratings before and after.
      const students = [
        {
          pre: 2,
          post: 8,
          delayed: 7,
          ratings: [
            [2, 3, 4, 3],
            [4, 4, 2, 5],
          ],
        },
        {
          pre: 3,
          post: 9,
          delayed: 6,
          ratings: [
            [3, 3, 3, 3],
            [4, 5, 1, 5],
          ],
        },
        {
          pre: 1,
          post: 6,
          delayed: 6,
          ratings: [
            [1, 2, 5, 2],
            [3, 3, 3, 4],
          ],
        },
        {
          pre: 4,
          post: 10,
          delayed: 8,
          ratings: [
            [3, 2, 4, 4],
            [5, 4, 2, 5],
          ],
        },
        {
          pre: 2,
          post: 7,
          delayed: 5,
          ratings: [
            [2, 2, 4, 3],
            [4, 3, 2, 4],
          ],
        },
        {
          pre: 3,
          post: 7,
          delayed: 7,
          ratings: [
            [4, 3, 2, 3],
            [4, 4, 2, 4],
          ],
        },
      ].map((student, index) => ({
        ...student,
        participant_id: randomUUID(),
        name: `Siswa ${index + 1}`,
        class_room: '8C',
        first: index % 2 === 0 ? ('A' as const) : ('B' as const),
      }));
      const attitudeOf = (ratings: number[]) =>
        Object.fromEntries(SCALE.map((item, i) => [item.id, ratings[i]]));
      const identity = (student: (typeof students)[number]) => ({
        participant_id: student.participant_id,
        name: student.name,
        class_room: student.class_room,
      });
      for (const student of students) {
        const { key, version } = form(student.first);
        await save(session.code, {
          ...identity(student),
          ...result(key, version, student.pre),
          test_form: student.first,
          attitude: attitudeOf(student.ratings[0]),
          ...PRETEST,
        }).expect(201);
      }
      const second = (student: (typeof students)[number]) => (student.first === 'A' ? 'B' : 'A');
      for (const student of students) {
        const { key, version } = form(second(student));
        const saved = await save(session.code, {
          ...identity(student),
          ...result(key, version, student.post),
          test_form: second(student),
          attitude: attitudeOf(student.ratings[1]),
          ...POSTTEST,
        }).expect(201);
        expect(saved.body.test_form).toBe(second(student) === 'B' ? 'B' : undefined);
      }
      // The returning-student lookup now finds the student due for the delayed test.
      expect(await returningOf(session.code, '8C')).toEqual({
        participant_id: students[0].participant_id,
        delayed_test: true,
      });
      for (const student of students) {
        const { key, version } = form(student.first);
        const saved = await save(session.code, {
          ...identity(student),
          ...result(key, version, student.delayed),
          test_form: student.first,
          ...POSTTEST,
          is_delayed: true,
        }).expect(201);
        expect(saved.body.is_delayed).toBe(true);
        expect(contract.problems('post /api/history', saved)).toEqual([]);
      }
      const afterDelayed = await api()
        .post(`/api/sessions/${session.code}/returning`)
        .send({ name: 'Siswa 1', class_room: '8C' })
        .expect(200);
      expect(afterDelayed.body).toEqual({ participant_id: null, delayed_test: true });
      expect(contract.problems('post /api/sessions/{code}/returning', afterDelayed)).toEqual([]);

      const answered = await api()
        .get('/api/analytics')
        .query({ session: session.code })
        .set(admin)
        .expect(200);
      expect(contract.problems('get /api/analytics', answered)).toEqual([]);
      const report = answered.body;
      const percent = (right: number) => Math.floor((100 * right) / formA.length);
      // Every pair is the pre-test and the post-test, never the delayed test, and none is
      // flagged as scored with another key although half pair form A with form B.
      expect(report.evidence.pairs).toBe(6);
      expect(
        report.pairs.map((pair: { name: string; pre: number; post: number }) => [
          pair.name,
          pair.pre,
          pair.post,
        ]),
      ).toEqual(students.map((s) => [s.name, percent(s.pre), percent(s.post)]));
      expect(report.evidence.excludedOtherKey).toBe(0);
      expect(report.excludedOtherVersion).toBe(0);

      const attitudeResults: AttitudeResult[] = [
        ...students.map((s) => ({
          student: s.participant_id,
          isPretest: true,
          attitude: attitudeOf(s.ratings[0]),
        })),
        ...students.map((s) => ({
          student: s.participant_id,
          isPretest: false,
          attitude: attitudeOf(s.ratings[1]),
        })),
      ];
      expect(report.designs.attitude).toEqual(asJson(attitudeAnalysis(SCALE, attitudeResults)));
      // Each form's questions are read with that form's own key: the item table holds form A's
      // takers on each test (students 1, 3, 5 took form A first; 2, 4, 6 took it second), form B's
      // figures stand beside it, and no question's change is given, since nobody took the same
      // question twice, which the note says.
      const { items, ...forms } = report.designs.forms;
      const firstP = (test: 'pre' | 'post') =>
        report.questions.map((question: Record<string, { p: number }>) => question[test].p);
      expect(firstP('pre')).toEqual([1, 0.667, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(firstP('post')).toEqual([1, 1, 1, 1, 1, 1, 1, 0.667, 0.667, 0.333]);
      for (const question of report.questions) expect(question).not.toHaveProperty('mcnemar');
      expect(report.reliability.pre).not.toBeNull();
      expect(items.A).toMatchObject({ pretest: 3, posttest: 3, bothTimes: 0 });
      expect(items.B).toMatchObject({ pretest: 3, posttest: 3, bothTimes: 0 });
      expect(items.B.questions[3]).toMatchObject({
        name: 'bentukb4',
        pre: { p: 0.333 },
        post: { p: 1 },
      });
      expect(items.note).toContain('Perubahan per soal (uji McNemar) tidak dihitung');
      expect(forms).toEqual(
        asJson(
          formsAnalysis(
            students.map((s) => ({
              preForm: s.first,
              postForm: second(s),
              pre: percent(s.pre),
              post: percent(s.post),
            })),
          ),
        ),
      );
      expect(report.designs.delayed).toEqual(
        asJson(
          delayedAnalysis(
            students.map((s, i) => ({
              participant_code: report.pairs[i].participant_code as string,
              pre: percent(s.pre),
              post: percent(s.post),
              delayed: percent(s.delayed),
            })),
          ),
        ),
      );
      expect(report.designs.comparison).toBeUndefined();

      // The workbook holds a sheet per design used, its figures as number cells.
      const workbook = await workbookOf({ session: session.code });
      expect(workbook.getWorksheet('Kelas pembanding')).toBeUndefined();
      const rowsOf = (name: string) => {
        const rows = new Map<string, ExcelJS.CellValue>();
        workbook.getWorksheet(name)!.eachRow((row) => {
          rows.set(row.getCell(1).text, row.getCell(2).value);
        });
        return rows;
      };
      const delayedRows = rowsOf('Tes tunda');
      expect(delayedRows.get('students')).toBe(6);
      expect(delayedRows.get('Kesimpulan')).toBe(report.designs.delayed.sentence);
      expect(rowsOf('Bentuk paralel').get('pretest.A.n')).toBe(3);
      expect(rowsOf('Skala sikap').get('pretest.n')).toBe(6);
    });
  });

  describe('the arrival order of an AB-BA session', () => {
    it('gives 30 students arriving at once 30 places, 15 starting with form A and 15 with form B, and each the same place again', async () => {
      const session = await create({
        name: 'SMPN Datang',
        pack_version: designed.version,
        form_design: 'AB-BA',
      });
      const arrive = (participant_id: string) =>
        api().post(`/api/sessions/${session.code.toLowerCase()}/arrival`).send({ participant_id });
      const students = Array.from({ length: 30 }, () => randomUUID());
      const answers = await Promise.all(students.map((id) => arrive(id).expect(200)));
      expect(contract.problems('post /api/sessions/{code}/arrival', answers[0])).toEqual([]);
      const places = answers.map((answer) => answer.body.arrival as number);
      expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
      const firstForms = places.map((place) => formFor('AB-BA', place, true));
      expect(firstForms.filter((form) => form === 'A')).toHaveLength(15);
      expect(firstForms.filter((form) => form === 'B')).toHaveLength(15);
      // Asked again (another computer, the post-test's day), each keeps their place.
      const again = await Promise.all(students.map((id) => arrive(id).expect(200)));
      expect(again.map((answer) => answer.body.arrival)).toEqual(places);
      // A student whose pre-test of form B was saved offline keeps form B first.
      const offline = randomUUID();
      await save(session.code, {
        participant_id: offline,
        name: 'Siswa Luring',
        class_room: '8E',
        ...result(designed.document.form_b!, formBVersion, 4),
        test_form: 'B',
        ...PRETEST,
      }).expect(201);
      expect((await arrive(offline).expect(200)).body).toEqual({ arrival: 1 });
      // The next new student still gets the next place.
      expect((await arrive(randomUUID()).expect(200)).body).toEqual({ arrival: 30 });
    });

    it("forgets an erased student's places in the arrival order, under each participant id of theirs, and keeps the others'", async () => {
      const session = await create({
        name: 'SMPN Hapus',
        pack_version: designed.version,
        form_design: 'AB-BA',
      });
      const arrive = (participant_id: string) =>
        api().post(`/api/sessions/${session.code}/arrival`).send({ participant_id }).expect(200);
      // The erased student started on one computer and took the post-test on another.
      const [first, second, other] = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of [first, other, second]) await arrive(id);
      const student = { name: 'Siswa Hapus', class_room: '8F' };
      const key = { key: designed.document.questions, version: designed.answerKeyVersion };
      const saved = await save(session.code, {
        ...student,
        participant_id: first,
        ...result(key.key, key.version, 3),
        ...PRETEST,
      }).expect(201);
      await save(session.code, {
        ...student,
        participant_id: second,
        ...result(key.key, key.version, 7),
        ...POSTTEST,
      }).expect(201);
      const placesOf = async () =>
        (
          await testApp().dataSource.query<Array<{ participant_id: string }>>(
            'SELECT participant_id FROM session_arrivals WHERE session_code = ?',
            [session.code],
          )
        ).map((row) => row.participant_id);
      expect((await placesOf()).sort()).toEqual([first, second, other].sort());

      await api()
        .post(`/api/history/${saved.body.id}/erase`)
        .set(admin)
        .send({ reason: 'Permintaan orang tua' })
        .expect(200);
      expect(await placesOf()).toEqual([other]);
      // A new student is given a place no one held, not an erased student's.
      expect((await arrive(randomUUID())).body).toEqual({ arrival: 3 });
    });

    it('refuses a session that does not alternate by arrival, an id that is not a UUID, and an unknown code', async () => {
      const plainSession = await create({ name: 'SMPN Satu Bentuk', pack_version: plain.version });
      const notAbba = await api()
        .post(`/api/sessions/${plainSession.code}/arrival`)
        .send({ participant_id: randomUUID() })
        .expect(400);
      expect(notAbba.body.message).toMatch(/does not alternate its forms by arrival/);
      const session = await create({
        name: 'SMPN Datang',
        pack_version: designed.version,
        form_design: 'AB-BA',
      });
      const notUuid = await api()
        .post(`/api/sessions/${session.code}/arrival`)
        .send({ participant_id: 'siswa-1' })
        .expect(400);
      expect(JSON.stringify(notUuid.body.message)).toContain('participant_id must be a UUID');
      await api()
        .post('/api/sessions/ZZZZZZ/arrival')
        .send({ participant_id: randomUUID() })
        .expect(404);
    });
  });

  describe('refusals', () => {
    it('refuses a session design the pack version cannot give, or a delayed test before its first day', async () => {
      expect(
        await refusedSession({ name: 'SMPN X', pack_version: plain.version, form_design: 'A-B' }),
      ).toMatch(/^form_design A-B needs a form B/);
      expect(
        JSON.stringify(await refusedSession({ name: 'SMPN X', form_design: 'B-A' })),
      ).toContain('form_design must be one of');
      const yesterday = wibDate(new Date(Date.now() - 24 * 3600 * 1000));
      expect(await refusedSession({ name: 'SMPN X', delayed_test_from: yesterday })).toMatch(
        /^delayed_test_from .* is before the session's first day/,
      );
      expect(await refusedSession({ name: 'SMPN X', delayed_test_from: '2026-02-30' })).toMatch(
        /not a date of the calendar/,
      );
    });

    it('refuses attitude ratings that are not the scale’s, a delayed test before its date, and form B on a pack without one', async () => {
      const tomorrow = wibDate(new Date(Date.now() + 24 * 3600 * 1000));
      const session = await create({
        name: 'SMPN Tolak',
        pack_version: designed.version,
        form_design: 'A-B',
        delayed_test_from: tomorrow,
      });
      const student = { participant_id: randomUUID(), name: 'Siswa 1', class_room: '8D' };
      const formA = result(designed.document.questions, designed.answerKeyVersion, 5);
      const ratings = Object.fromEntries(SCALE.map((item) => [item.id, 3]));
      const pre = { ...student, ...formA, ...PRETEST };

      const missing = await save(session.code, {
        ...pre,
        attitude: { 'suka-olahraga': 3 },
      }).expect(400);
      expect(missing.body.message).toMatch(/^attitude must rate exactly the statements/);
      const extra = await save(session.code, {
        ...pre,
        attitude: { ...ratings, lainnya: 2 },
      }).expect(400);
      expect(extra.body.message).toMatch(/^attitude must rate exactly the statements/);
      const outOfRange = await save(session.code, {
        ...pre,
        attitude: { ...ratings, 'senam-mudah': 6 },
      }).expect(400);
      expect(JSON.stringify(outOfRange.body.message)).toContain('attitude must map statement ids');

      const delayedPretest = await save(session.code, { ...pre, is_delayed: true }).expect(400);
      expect(JSON.stringify(delayedPretest.body.message)).toContain(
        'is_delayed cannot be true for a pre-test',
      );
      const early = await save(session.code, {
        ...student,
        ...formA,
        ...POSTTEST,
        is_delayed: true,
      }).expect(400);
      expect(early.body.message).toMatch(/^is_delayed: session .* delayed test opens on/);
      expect(await returningOf(session.code, '8D')).toEqual({
        participant_id: null,
        delayed_test: false,
      });

      const wrongKey = await save(session.code, { ...pre, test_form: 'B' }).expect(400);
      expect(wrongKey.body.message).toMatch(/^test_form B is scored with form B's answer-key/);

      const plainSession = await create({ name: 'SMPN Polos', pack_version: plain.version });
      const plainTest = {
        ...student,
        ...result(plain.document.questions, plain.answerKeyVersion, 5),
      };
      const noFormB = await save(plainSession.code, {
        ...plainTest,
        test_form: 'B',
        ...PRETEST,
      }).expect(400);
      expect(noFormB.body.message).toMatch(
        /^test_form B needs a session whose pack version has a form B/,
      );
      const noScale = await save(plainSession.code, {
        ...plainTest,
        attitude: ratings,
        ...PRETEST,
      }).expect(400);
      expect(noScale.body.message).toMatch(
        /^attitude needs a session whose pack version has an attitude scale/,
      );
      const noDelayed = await save(plainSession.code, {
        ...plainTest,
        ...POSTTEST,
        is_delayed: true,
      }).expect(400);
      expect(noDelayed.body.message).toMatch(/^is_delayed needs a session with a delayed test/);
      // Nothing refused was saved.
      const list = await api().get('/api/history').set(admin).expect(200);
      expect(list.body.meta.total).toBe(0);
    });
  });
};
