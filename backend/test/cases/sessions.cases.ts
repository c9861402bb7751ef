import type { CreatedSession } from '@piba/shared';
import { JOIN_CODE_PATTERN } from '@piba/shared';
import { SessionEntity } from '../../src/sessions/session.entity.js';
import { type Cases, http, seedRows, specPayload } from '../support/history-api.js';
import { parseCsv } from '../support/csv.js';
import { TEACHER_KEY } from '../support/teacher-key.js';

/** Cases for an app started with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key). */
export const sessionsCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const create = async (name: string): Promise<CreatedSession> =>
    (await http(testApp()).post('/api/sessions').set(admin).send({ name }).expect(201)).body;
  const save = (body: object) =>
    http(testApp())
      .post('/api/history')
      .send({ ...specPayload, ...body });
  const names = (body: { data: Array<{ name: string }> }) => body.data.map((row) => row.name);

  /** What a session teaches without a pack version of its own: the default pack's current version. */
  let defaultPack: { pack_version: string; answer_key_version: string };
  beforeAll(async () => {
    const { body } = await http(testApp()).get('/api/pack-versions/default').expect(200);
    defaultPack = { pack_version: body.version, answer_key_version: body.answer_key_version };
  });

  describe('sessions', () => {
    it('creates a session with a join code, link and a key shown once and stored hashed', async () => {
      const created = await create('SMPN 1 Sleman — kelas 8, 25 Nov 2026');
      expect(created).toEqual({
        code: expect.stringMatching(JOIN_CODE_PATTERN),
        name: 'SMPN 1 Sleman — kelas 8, 25 Nov 2026',
        join_url: `/s/${created.code}`,
        teacher_key: expect.stringMatching(new RegExp(`^${created.code}-[0-9a-f]{32}$`)),
        created_at: expect.any(String),
        consent: null,
        ...defaultPack,
      });
      const stored = await testApp()
        .dataSource.getRepository(SessionEntity)
        .findOneByOrFail({ code: created.code });
      expect(stored.key_hash).toMatch(/^scrypt\$[\w-]+\$[\w-]{43}$/);
      expect(stored.key_hash).not.toContain(created.teacher_key.split('-')[1]);
      expect(JSON.stringify(stored)).not.toContain(created.teacher_key);
    });

    it('answers the join page with the name and whether it is open, and nothing else', async () => {
      const { code } = await create('SMPN 2 Depok');
      const lookup = await http(testApp()).get(`/api/sessions/${code.toLowerCase()}`).expect(200);
      expect(lookup.body).toEqual({ code, name: 'SMPN 2 Depok', open: true, ...defaultPack });
      const unknown = await http(testApp()).get('/api/sessions/ZZZZZZ').expect(404);
      expect(unknown.body.message).toBe('No session with the code ZZZZZZ');
    });

    it('refuses a missing or overlong name with a message', async () => {
      const empty = await http(testApp()).post('/api/sessions').set(admin).send({ name: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain('name must not be empty');
      const long = await http(testApp())
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'x'.repeat(101) });
      expect(long.body.message).toContain('name must be at most 100 characters');
    });

    it('keeps creating, listing, renewing keys and closing to the admin key', async () => {
      const { code, teacher_key } = await create('SMPN 3');
      const asSession = { 'X-Teacher-Key': teacher_key };
      for (const request of [
        http(testApp()).post('/api/sessions').set(asSession).send({ name: 'x' }),
        http(testApp()).get('/api/sessions').set(asSession),
        http(testApp()).post(`/api/sessions/${code}/key`).set(asSession),
        http(testApp()).patch(`/api/sessions/${code}`).set(asSession).send({ open: false }),
      ]) {
        const response = await request;
        expect(response.status).toBe(403);
        expect(response.body.message).toMatch(/needs the admin key/);
      }
      await http(testApp()).get('/api/sessions').expect(401);
    });

    it('tags results with their session, lists sessions with their counts', async () => {
      const { code } = await create('SMPN 4');
      const saved = await save({ session_code: ` ${code.toLowerCase()} ` }).expect(201);
      expect(saved.body.session_code).toBe(code);
      expect(saved.body.warning).toBeUndefined();
      await save({ session_code: code, is_pretest: false, is_posttest: true }).expect(201);
      const list = await http(testApp()).get('/api/sessions').set(admin).expect(200);
      expect(list.body.data.find((row: { code: string }) => row.code === code)).toEqual({
        code,
        name: 'SMPN 4',
        open: true,
        created_at: expect.any(String),
        // Every session carries its link, so "Tautan & QR" never guesses the address.
        join_url: `/s/${code}`,
        consent: null,
        results: { pretest: 1, posttest: 1, total: 2 },
        ...defaultPack,
      });
    });

    it('saves a result with an unknown code without a session and says so', async () => {
      const saved = await save({ session_code: 'QQQQQQ' }).expect(201);
      expect(saved.body.session_code).toBeNull();
      expect(saved.body.warning).toBe(
        'No session has the code QQQQQQ: the result was saved without a session.',
      );
      expect(await testApp().records.countBy({ id: saved.body.id })).toBe(1);
    });

    it("finds a returning student's one pre-test without a post-test, and says nothing else", async () => {
      const [{ code }, other] = [await create('SMPN 7'), await create('SMPN 8')];
      const returning = (body: object, at = code) =>
        http(testApp()).post(`/api/sessions/${at}/returning`).send(body);
      const siti = 'a1b2c3d4-0000-4000-8000-00000000000a';
      await save({
        session_code: code,
        participant_id: siti,
        name: 'Siti Aminah',
        class_room: '8A',
      });
      await save({
        session_code: other.code,
        name: 'Budi',
        class_room: '8A',
        participant_id: 'a1b2c3d4-0000-4000-8000-00000000000b',
      });

      // Typed again on another computer: case and spacing as the table reads them.
      const found = await returning({ name: ' siti  AMINAH ', class_room: '8a' }).expect(200);
      expect(found.body).toEqual({ participant_id: siti });
      // Another session's student, an unknown name, another class: nothing.
      for (const body of [
        { name: 'Budi', class_room: '8A' },
        { name: 'Siti', class_room: '8A' },
        { name: 'Siti Aminah', class_room: '8B' },
      ]) {
        expect((await returning(body).expect(200)).body).toEqual({ participant_id: null });
      }
      // Two students of one name and class: no guess.
      await save({
        session_code: code,
        participant_id: 'a1b2c3d4-0000-4000-8000-00000000000c',
        name: 'Siti Aminah',
        class_room: '8A',
      });
      expect((await returning({ name: 'Siti Aminah', class_room: '8A' })).body).toEqual({
        participant_id: null,
      });

      const bad = await returning({ name: 'Siti' }).expect(400);
      expect(bad.body.message).toContain('class_room must not be empty');
      await returning({ name: 'Siti', class_room: '8A' }, 'QQQQQQ').expect(404);
    });

    it('forgets a pre-test once its post-test is saved', async () => {
      const { code } = await create('SMPN 9');
      const ani = 'a1b2c3d4-0000-4000-8000-00000000000d';
      const body = { name: 'Ani', class_room: '8A' };
      await save({ ...body, session_code: code, participant_id: ani });
      const before = await http(testApp()).post(`/api/sessions/${code}/returning`).send(body);
      expect(before.body).toEqual({ participant_id: ani });
      await save({
        ...body,
        session_code: code,
        participant_id: ani,
        is_pretest: false,
        is_posttest: true,
      });
      const after = await http(testApp()).post(`/api/sessions/${code}/returning`).send(body);
      expect(after.body).toEqual({ participant_id: null });
    });

    it('closes a session to joins while its results still count for it', async () => {
      const { code } = await create('SMPN 5');
      const closed = await http(testApp())
        .patch(`/api/sessions/${code}`)
        .set(admin)
        .send({ open: false })
        .expect(200);
      expect(closed.body).toEqual({ code, name: 'SMPN 5', open: false, ...defaultPack });
      expect((await http(testApp()).get(`/api/sessions/${code}`)).body.open).toBe(false);
      const saved = await save({ session_code: code }).expect(201);
      expect(saved.body.session_code).toBe(code);
      const bad = await http(testApp())
        .patch(`/api/sessions/${code}`)
        .set(admin)
        .send({ open: 'no' })
        .expect(400);
      expect(bad.body.message).toContain('open must be true or false');
    });

    it('renews a key: the old one stops opening the session, the new one opens it', async () => {
      const { code, teacher_key: old } = await create('SMPN 6');
      await http(testApp()).get('/api/history').set('X-Teacher-Key', old).expect(200);
      const renewed = await http(testApp())
        .post(`/api/sessions/${code}/key`)
        .set(admin)
        .expect(200);
      expect(renewed.body.code).toBe(code);
      expect(renewed.body.teacher_key).not.toBe(old);
      await http(testApp()).get('/api/history').set('X-Teacher-Key', old).expect(401);
      await http(testApp())
        .get('/api/history')
        .set('X-Teacher-Key', renewed.body.teacher_key)
        .expect(200);
    });

    describe('two schools on one server', () => {
      let schoolA: CreatedSession;
      let schoolB: CreatedSession;
      beforeEach(async () => {
        schoolA = await create('SMP A');
        schoolB = await create('SMP B');
        // The same class and name at both schools, and a result without a session.
        await seedRows(testApp(), [
          { name: 'Ani', class_room: '8A', session_code: schoolA.code, percentage: 40 },
          { name: 'Ani', class_room: '8A', session_code: schoolB.code, percentage: 60 },
          {
            name: 'Ani',
            class_room: '8A',
            session_code: schoolA.code,
            is_pretest: false,
            is_posttest: true,
            percentage: 70,
          },
          {
            name: 'Ani',
            class_room: '8A',
            session_code: schoolB.code,
            is_pretest: false,
            is_posttest: true,
            percentage: 90,
          },
          { name: 'Budi', class_room: '9C', session_code: schoolB.code, percentage: 50 },
          { name: 'Tanpa sesi', class_room: '7A', percentage: 30 },
        ]);
      });
      const keyOf = (session: CreatedSession) => ({ 'X-Teacher-Key': session.teacher_key });

      it("lets a session key read only its own session's results, whatever it asks", async () => {
        const own = await http(testApp()).get('/api/history').set(keyOf(schoolA)).expect(200);
        expect(own.body.data.map((row: { session_code: string }) => row.session_code)).toEqual([
          schoolA.code,
          schoolA.code,
        ]);
        expect(own.body.meta.total).toBe(2);
        const other = await http(testApp())
          .get(`/api/history?session=${schoolB.code}`)
          .set(keyOf(schoolA))
          .expect(200);
        expect(other.body.meta.total).toBe(2);
        expect(names(other.body)).toEqual(['Ani', 'Ani']);
        const classes = await http(testApp())
          .get('/api/history/classes')
          .set(keyOf(schoolB))
          .expect(200);
        expect(classes.body.data).toEqual(['8A', '9C']);
        const csv = await http(testApp()).get('/api/history/export.csv').set(keyOf(schoolB));
        expect(parseCsv(csv.text).map((row) => [row[0], row[1], row.length])).toEqual([
          ['Nama', 'Kelas', 12],
          ['Budi', '9C', 12],
          ['Ani', '8A', 12],
          ['Ani', '8A', 12],
        ]);
      });

      it("answers 404 when a session key deletes another session's result, and keeps it", async () => {
        const [ofB] = await testApp().records.findBy({ session_code: schoolB.code, name: 'Budi' });
        const refused = await http(testApp())
          .delete(`/api/history/${ofB.id}`)
          .set(keyOf(schoolA))
          .expect(404);
        expect(refused.body.message).toBe(`No history record with id ${ofB.id}`);
        expect(await testApp().records.countBy({ id: ofB.id })).toBe(1);
        await http(testApp()).delete(`/api/history/${ofB.id}`).set(keyOf(schoolB)).expect(204);
        expect(await testApp().records.countBy({ id: ofB.id })).toBe(0);
      });

      it("analyses a session key's own session, its 8A apart from the other school's", async () => {
        const own = await http(testApp()).get('/api/analytics').set(keyOf(schoolA)).expect(200);
        expect(own.body.session).toBe(schoolA.code);
        expect(own.body.overall).toMatchObject({ pretestStudents: 1, posttestStudents: 1 });
        expect(own.body.pairs).toEqual([
          expect.objectContaining({ name: 'Ani', session_code: schoolA.code, pre: 40, post: 70 }),
        ]);
        const all = await http(testApp()).get('/api/analytics').set(admin).expect(200);
        expect(
          all.body.classes.map((row: { session_code: string | null; class_room: string }) => [
            row.session_code,
            row.class_room,
          ]),
        ).toEqual(
          [
            [null, '7A'],
            [schoolA.code, '8A'],
            [schoolB.code, '8A'],
            [schoolB.code, '9C'],
          ].sort((a, b) => String(a[0] ?? '').localeCompare(String(b[0] ?? ''))),
        );
        // Ani at each school is a student of that school: two pairs, not one.
        expect(
          all.body.pairs.map((pair: { session_code: string; pre: number; post: number }) => [
            pair.session_code,
            pair.pre,
            pair.post,
          ]),
        ).toEqual(
          expect.arrayContaining([
            [schoolA.code, 40, 70],
            [schoolB.code, 60, 90],
          ]),
        );
        expect(all.body.pairs).toHaveLength(2);
      });

      it('lets the admin key see every session, filter by one or by none, with a session column', async () => {
        const all = await http(testApp()).get('/api/history').set(admin).expect(200);
        expect(all.body.meta.total).toBe(6);
        const onlyB = await http(testApp())
          .get(`/api/history?session=${schoolB.code.toLowerCase()}`)
          .set(admin)
          .expect(200);
        expect(onlyB.body.meta.total).toBe(3);
        const none = await http(testApp()).get('/api/history?session=none').set(admin).expect(200);
        expect(names(none.body)).toEqual(['Tanpa sesi']);
        const analysisB = await http(testApp())
          .get(`/api/analytics?session=${schoolB.code}`)
          .set(admin)
          .expect(200);
        expect(analysisB.body.session).toBe(schoolB.code);
        expect(analysisB.body.overall.pretestStudents).toBe(2);
        const csv = parseCsv(
          (await http(testApp()).get('/api/history/export.csv').set(admin).expect(200)).text,
        );
        expect(csv[0].slice(7, 9)).toEqual(['Sesi', 'Persetujuan orang tua']);
        expect(
          csv
            .slice(1)
            .map((row) => row[7])
            .sort(),
        ).toEqual(
          ['', schoolA.code, schoolA.code, schoolB.code, schoolB.code, schoolB.code].sort(),
        );
        const bad = await http(testApp()).get('/api/history?session=O0O0O0').set(admin).expect(400);
        expect(bad.body.message).toContain('session must be a join code such as K7P3QX, or none');
      });

      it('tells the app what a key opens', async () => {
        const asA = await http(testApp()).get('/api/teacher/me').set(keyOf(schoolA)).expect(200);
        expect(asA.body).toEqual({ role: 'session', code: schoolA.code, name: 'SMP A' });
        const asAdmin = await http(testApp()).get('/api/teacher/me').set(admin).expect(200);
        expect(asAdmin.body).toEqual({ role: 'admin' });
      });
    });

    it('counts one mistyped key once, however many requests of a page carry it', async () => {
      for (let request = 0; request < 15; request += 1) {
        await http(testApp())
          .get('/api/history')
          .set('X-Teacher-Key', 'salah-ketik-sekali')
          .expect(401);
      }
    });

    // Last: it uses up this address's allowance of wrong keys for the minute.
    it('answers repeated wrong keys ever more slowly, then with 429 and Retry-After; the right key and students still pass', async () => {
      const statuses: number[] = [];
      let limited;
      for (let guess = 0; guess < 12 && !limited; guess += 1) {
        const response = await http(testApp())
          .get('/api/history')
          .set('X-Teacher-Key', `tebakan-${guess}`);
        statuses.push(response.status);
        if (response.status === 429) limited = response;
      }
      // Ten wrong keys a minute (FAILED_KEY_LIMIT_PER_MINUTE), some spent by the cases above.
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1)).toEqual(Array(statuses.length - 1).fill(401));
      expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited?.body.message).toMatch(/Too many wrong keys/);
      // A student trying keys behind the lab's one address does not lock the teacher out.
      await http(testApp()).get('/api/history').set(admin).expect(200);
      const session = await create('SMP Z');
      await http(testApp())
        .get('/api/history')
        .set('X-Teacher-Key', session.teacher_key)
        .expect(200);
      await http(testApp()).post('/api/history').send(specPayload).expect(201);
    });
  });
};
