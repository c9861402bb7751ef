import { answerKeyVersion, type CreatedSession, questions } from '@piba/shared';
import { PackVersionEntity } from '../../src/packs/pack.entities.js';
import { PackVersionsService } from '../../src/packs/pack-versions.service.js';
import { SessionEntity } from '../../src/sessions/session.entity.js';
import { FIRST_ANSWER_KEY_VERSION, FIRST_VERSIONED_KEY } from '../../src/history/answers.js';
import { type Cases, http, specPayload } from '../support/history-api.js';
import { TEACHER_KEY } from '../support/teacher-key.js';
import { publishCopy } from '../support/test-pack.js';

type Key = ReadonlyArray<{ name: string; correctAnswer: 1 | 2 | 3 }>;

/** A result with every question of `key` answered right. */
const allRight = (key: Key, answerKeyVersion?: string) => ({
  ...specPayload,
  answers: Object.fromEntries(key.map((question) => [question.name, question.correctAnswer])),
  ...(answerKeyVersion ? { answer_key_version: answerKeyVersion } : {}),
  score: `${key.length}/${key.length}`,
  percentage: 100,
});

/** Cases for an app started with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key). */
export const sessionPacksCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const api = () => http(testApp());
  const create = async (body: object): Promise<CreatedSession> =>
    (await api().post('/api/sessions').set(admin).send(body).expect(201)).body;
  const save = (code: string, body: object) =>
    api()
      .post('/api/history')
      .send({ ...body, session_code: code });

  let copy: { version: string; answerKeyVersion: string; document: { questions: Key } };
  let standard: { version: string; answerKeyVersion: string };
  beforeAll(async () => {
    copy = await publishCopy(testApp(), 'Paket Sekolah');
    standard = await testApp().app.get(PackVersionsService).defaultVersion();
  });

  describe('sessions teach a lesson pack version', () => {
    it('creates a session on a published version and answers it with its answer-key version', async () => {
      const created = await create({ name: 'SMPN 6', pack_version: copy.version });
      expect(created).toMatchObject({
        pack_version: copy.version,
        answer_key_version: copy.answerKeyVersion,
      });
      expect(copy.answerKeyVersion).not.toBe(standard.answerKeyVersion);
      const lookup = await api().get(`/api/sessions/${created.code}`).expect(200);
      expect(lookup.body).toEqual({
        code: created.code,
        name: 'SMPN 6',
        open: true,
        pack_version: copy.version,
        answer_key_version: copy.answerKeyVersion,
      });
      const list = await api().get('/api/sessions').set(admin).expect(200);
      expect(
        list.body.data.find((row: { code: string }) => row.code === created.code),
      ).toMatchObject({ pack_version: copy.version, answer_key_version: copy.answerKeyVersion });
    });

    it("gives a session without a version the default pack's, and one made before packs too", async () => {
      const created = await create({ name: 'SMPN 7' });
      expect(created).toMatchObject({
        pack_version: standard.version,
        answer_key_version: 'e125b284',
      });
      await testApp()
        .dataSource.getRepository(SessionEntity)
        .update({ code: created.code }, { pack_version: null });
      const lookup = await api().get(`/api/sessions/${created.code}`).expect(200);
      expect(lookup.body).toMatchObject({
        pack_version: standard.version,
        answer_key_version: 'e125b284',
      });
    });

    it('refuses a version that is malformed, unknown or retired, saying which', async () => {
      const malformed = await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 8', pack_version: 'latest' })
        .expect(400);
      expect(malformed.body.message).toContain(
        'pack_version must be a pack version id: 16 lowercase hex digits',
      );
      const unknown = await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 8', pack_version: '0123456789abcdef' })
        .expect(400);
      expect(unknown.body.message).toBe(
        'pack_version 0123456789abcdef is not a published pack version',
      );
      const retired = await publishCopy(testApp(), 'Paket Lama');
      await testApp().app.get(PackVersionsService).retire(retired.version);
      const refused = await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 8', pack_version: retired.version })
        .expect(400);
      expect(refused.body.message).toBe(
        `pack_version ${retired.version} is retired: sessions can no longer be given it; choose a version that is not retired`,
      );
    });

    it('refuses a version another server process retired after this one had read it', async () => {
      const version = (await publishCopy(testApp(), 'Paket Replika')).version;
      await api().get(`/api/pack-versions/${version}`).expect(200);
      await testApp()
        .dataSource.getRepository(PackVersionEntity)
        .update({ version }, { retired_at: new Date() });
      const refused = await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 8', pack_version: version })
        .expect(400);
      expect(refused.body.message).toBe(
        `pack_version ${version} is retired: sessions can no longer be given it; choose a version that is not retired`,
      );
    });

    it("takes results scored with its version's key and question names, and refuses another key", async () => {
      const { code } = await create({ name: 'SMPN 9', pack_version: copy.version });
      const key = copy.document.questions;
      const saved = await save(code, allRight(key, copy.answerKeyVersion)).expect(201);
      expect(saved.body).toMatchObject({
        session_code: code,
        answer_key_version: copy.answerKeyVersion,
        score: `${key.length}/${key.length}`,
      });

      const unknown = await save(code, allRight(key, '0000beef')).expect(400);
      expect(unknown.body.message).toBe(
        `answer_key_version must be ${copy.answerKeyVersion}: session ${code} teaches pack version ${copy.version}, whose answer key that is (or that of another published pack version); this result was scored with 0000beef`,
      );
      const unversioned = await save(code, allRight(FIRST_VERSIONED_KEY)).expect(400);
      expect(unversioned.body.message).toMatch(/this result names no answer-key version$/);

      const otherNames = await save(code, {
        ...allRight(questions),
        answer_key_version: copy.answerKeyVersion,
      }).expect(400);
      expect(otherNames.body.message).toBe(
        `answers must map each question of pack version ${copy.version} (${key.map((question) => question.name).join(', ')}) to 1, 2 or 3, and nothing else`,
      );
      const inflated = await save(code, {
        ...allRight(key, copy.answerKeyVersion),
        answers: { ...allRight(key).answers, soal1: (key[0].correctAnswer % 3) + 1 },
      }).expect(400);
      expect(inflated.body.message).toBe(
        `score "${key.length}/${key.length}" disagrees with the answers, which score ${key.length - 1}/${key.length} with the key of pack version ${copy.version}`,
      );
      const list = await api().get('/api/sessions').set(admin).expect(200);
      expect(list.body.data.find((row: { code: string }) => row.code === code).results.total).toBe(
        1,
      );
    });

    it("takes a parallel form B's results with form B's key, in a session on a pack that has one", async () => {
      const parallel = await publishCopy(testApp(), 'Paket Dua Bentuk', undefined, (document) => ({
        ...document,
        form_b: document.questions.map((question, index) => ({
          ...question,
          name: `formb${index + 1}`,
        })),
      }));
      const formB = parallel.document.form_b!;
      const { code } = await create({ name: 'SMPN 12', pack_version: parallel.version });
      const formBVersion = answerKeyVersion(formB);
      await save(code, allRight(parallel.document.questions, parallel.answerKeyVersion)).expect(
        201,
      );
      await save(code, allRight(formB, formBVersion)).expect(201);
      const mixed = await save(code, allRight(parallel.document.questions, formBVersion)).expect(
        400,
      );
      expect(mixed.body.message).toMatch(/^answers must map each question of pack version/);
      const other = await save(code, allRight(questions, '0000beef')).expect(400);
      expect(other.body.message).toMatch(
        new RegExp(`^answer_key_version must be ${parallel.answerKeyVersion} or ${formBVersion}:`),
      );
    });

    it("keeps taking the default pack's older results in a session on the default pack", async () => {
      const { code } = await create({ name: 'SMPN 10' });
      await save(code, allRight(questions, 'e125b284')).expect(201);
      const older = await save(code, allRight(FIRST_VERSIONED_KEY)).expect(201);
      expect(older.body.answer_key_version).toBe(FIRST_ANSWER_KEY_VERSION);
    });

    it('keeps the result of a tab that joined before the session’s version changed, under the version it took', async () => {
      const parallel = await publishCopy(testApp(), 'Paket Bentuk B', undefined, (document) => ({
        ...document,
        form_b: document.questions.map((question, index) => ({
          ...question,
          name: `bentukb${index + 1}`,
        })),
      }));
      const formB = parallel.document.form_b!;
      const { code } = await create({ name: 'SMPN 13', pack_version: parallel.version });
      // The students' tabs join: they read the session's version, and keep it.
      const joined = await api().get(`/api/sessions/${code}`).expect(200);
      expect(joined.body.pack_version).toBe(parallel.version);
      await api()
        .patch(`/api/sessions/${code}`)
        .set(admin)
        .send({ pack_version: copy.version })
        .expect(200);

      const formA = await save(
        code,
        allRight(parallel.document.questions, parallel.answerKeyVersion),
      ).expect(201);
      expect(formA.body).toMatchObject({
        session_code: code,
        answer_key_version: parallel.answerKeyVersion,
      });
      await save(code, {
        ...allRight(formB, answerKeyVersion(formB)),
        participant_id: '6f1d3a52-8c1e-4b7a-9a51-3f0e2b7c9d11',
      }).expect(201);
      const wrong = await save(code, {
        ...allRight(parallel.document.questions, parallel.answerKeyVersion),
        score: `0/${parallel.document.questions.length}`,
        percentage: 0,
      }).expect(400);
      expect(wrong.body.message).toMatch(
        new RegExp(
          '^score "0/\\d+" disagrees with the answers, which score (\\d+)/\\1 with the key of pack version [0-9a-f]{16}$',
        ),
      );

      const { body } = await api()
        .get(`/api/history?session=${code}&pageSize=10`)
        .set(admin)
        .expect(200);
      expect(
        body.data.map((row: { answer_key_version: string }) => row.answer_key_version).sort(),
      ).toEqual([parallel.answerKeyVersion, answerKeyVersion(formB)].sort());
    });

    it('changes a session’s version while it holds no results, and refuses with 409 once it does', async () => {
      const { code } = await create({ name: 'SMPN 11' });
      const changed = await api()
        .patch(`/api/sessions/${code}`)
        .set(admin)
        .send({ pack_version: copy.version })
        .expect(200);
      expect(changed.body).toMatchObject({
        open: true,
        pack_version: copy.version,
        answer_key_version: copy.answerKeyVersion,
      });
      await save(code, allRight(copy.document.questions, copy.answerKeyVersion)).expect(201);

      const refused = await api()
        .patch(`/api/sessions/${code}`)
        .set(admin)
        .send({ pack_version: standard.version })
        .expect(409);
      expect(refused.body.message).toBe(
        `Session ${code} holds results scored with the questions of its pack version: its pack_version can no longer change. Create a new session for pack version ${standard.version}.`,
      );
      const lookup = await api().get(`/api/sessions/${code}`).expect(200);
      expect(lookup.body.pack_version).toBe(copy.version);
      // Closing still works, and naming the version it has changes nothing.
      await api()
        .patch(`/api/sessions/${code}`)
        .set(admin)
        .send({ open: false, pack_version: copy.version })
        .expect(200);
      const empty = await api().patch(`/api/sessions/${code}`).set(admin).send({}).expect(400);
      expect(empty.body.message).toContain('open or pack_version is required');

      const audit = await api().get('/api/audit?pageSize=200').set(admin).expect(200);
      expect(audit.body.data).toContainEqual(
        expect.objectContaining({
          action: 'session-pack',
          target: `session ${code}`,
          detail: `pack version ${copy.version}`,
        }),
      );
    });
  });
};
