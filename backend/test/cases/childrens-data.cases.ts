import type { AuditEntry, CreatedSession, HistoryRecord } from '@piba/shared';
import { AuditEntryEntity } from '../../src/audit/audit-entry.entity.js';
import { HistoryTrashEntity } from '../../src/history/history-record.entity.js';
import { HistoryRetention } from '../../src/history/history-retention.js';
import { parseCsv } from '../support/csv.js';
import { type Cases, http, seedRows, specPayload } from '../support/history-api.js';
import { TEACHER_KEY } from '../support/teacher-key.js';

const DAY_MS = 24 * 60 * 60_000;
const CODE = /^[23456789BCDFGHJKMNPQRSTVWXYZ]{8}$/;

/**
 * Nothing lost by one click, every access accountable, consent, retention and research exports.
 * For an app started with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key).
 */
export const childrensDataCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const keyOf = (session: CreatedSession) => ({ 'X-Teacher-Key': session.teacher_key });
  const create = async (name: string, consent?: string): Promise<CreatedSession> =>
    (
      await http(testApp())
        .post('/api/sessions')
        .set(admin)
        .send({ name, ...(consent ? { consent_confirmed_by: consent } : {}) })
        .expect(201)
    ).body;
  const save = async (body: object): Promise<HistoryRecord> =>
    (
      await http(testApp())
        .post('/api/history')
        .send({ ...specPayload, ...body })
        .expect(201)
    ).body;
  const pre = (name: string, more: object = {}) =>
    save({ name, class_room: '8A', score: '4/10', percentage: 40, ...more });
  const post = (name: string, more: object = {}) =>
    save({
      name,
      class_room: '8A',
      score: '8/10',
      percentage: 80,
      is_pretest: false,
      is_posttest: true,
      ...more,
    });
  const names = async (headers: Record<string, string> = admin) =>
    (await http(testApp()).get('/api/history').set(headers).expect(200)).body.data.map(
      (row: HistoryRecord) => row.name,
    );
  const audit = async (): Promise<AuditEntry[]> =>
    (await http(testApp()).get('/api/audit?pageSize=200').set(admin).expect(200)).body.data;
  const trashRepository = () => testApp().dataSource.getRepository(HistoryTrashEntity);

  describe('the trash', () => {
    it('takes a deleted result out of the list, export, classes and analysis, and restores it whole', async () => {
      const before = await pre('Budi');
      const after = await post('Budi');
      await http(testApp()).delete(`/api/history/${after.id}`).set(admin).expect(204);

      expect(await names()).toEqual(['Budi']);
      const csv = await http(testApp()).get('/api/history/export.csv').set(admin).expect(200);
      expect(parseCsv(csv.text)).toHaveLength(2);
      const analysis = await http(testApp()).get('/api/analytics').set(admin).expect(200);
      expect(analysis.body.overall).toMatchObject({ posttestStudents: 0, pairedStudents: 0 });

      const trash = await http(testApp()).get('/api/history/trash').set(admin).expect(200);
      expect(trash.body.meta).toEqual({ page: 1, pageSize: 50, total: 1 });
      const [trashed] = trash.body.data;
      expect(trashed).toMatchObject({ ...after, deleted_at: expect.any(String) });
      expect(Date.parse(trashed.purge_at) - Date.parse(trashed.deleted_at)).toBe(30 * DAY_MS);
      expect(trash.headers['cache-control']).toBe('no-store');

      const restored = await http(testApp())
        .post(`/api/history/${after.id}/restore`)
        .set(admin)
        .expect(200);
      expect(restored.body).toEqual(after);
      expect((await http(testApp()).get('/api/history/trash').set(admin)).body.data).toEqual([]);
      const again = await http(testApp()).get('/api/analytics').set(admin).expect(200);
      expect(again.body.overall).toMatchObject({ pairedStudents: 1 });
      expect(await names()).toEqual(['Budi', 'Budi']);
      expect(before.id).not.toBe(after.id);

      await http(testApp()).post(`/api/history/${after.id}/restore`).set(admin).expect(404);
      await http(testApp()).post('/api/history/abc/restore').set(admin).expect(400);
    });

    it('acknowledges a re-sent submission of a deleted result as saved, and keeps it deleted', async () => {
      const body = { ...specPayload, submission_id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' };
      const saved = await http(testApp()).post('/api/history').send(body).expect(201);
      await http(testApp()).delete(`/api/history/${saved.body.id}`).set(admin).expect(204);
      const resent = await http(testApp()).post('/api/history').send(body).expect(200);
      expect(resent.body).toEqual(saved.body);
      expect(await testApp().records.count()).toBe(0);
      expect(await trashRepository().count()).toBe(1);
      const changed = await http(testApp())
        .post('/api/history')
        .send({ ...body, percentage: 20, score: '2/10' })
        .expect(409);
      expect(changed.body.message).toContain('already saved with different values');
    });

    it("shows and restores a session's own trash only", async () => {
      const [schoolA, schoolB] = [await create('SMP A'), await create('SMP B')];
      const ofA = await pre('Ani', { session_code: schoolA.code });
      await http(testApp()).delete(`/api/history/${ofA.id}`).set(keyOf(schoolA)).expect(204);
      const seenByB = await http(testApp()).get('/api/history/trash').set(keyOf(schoolB));
      expect(seenByB.body.data).toEqual([]);
      const seenByA = await http(testApp()).get('/api/history/trash').set(keyOf(schoolA));
      expect(seenByA.body.data.map((row: HistoryRecord) => row.id)).toEqual([ofA.id]);
      await http(testApp()).post(`/api/history/${ofA.id}/restore`).set(keyOf(schoolB)).expect(404);
      await http(testApp()).post(`/api/history/${ofA.id}/restore`).set(keyOf(schoolA)).expect(200);
      expect(await names(keyOf(schoolA))).toEqual(['Ani']);
    });

    it('is purged by the daily job after TRASH_DAYS, which the audit log records', async () => {
      const saved = await pre('Budi');
      await http(testApp()).delete(`/api/history/${saved.id}`).set(admin).expect(204);
      const retention = testApp().app.get(HistoryRetention);
      expect(await retention.run(new Date(Date.now() + 29 * DAY_MS))).toMatchObject({ purged: 0 });
      expect(await trashRepository().count()).toBe(1);
      expect(await retention.run(new Date(Date.now() + 31 * DAY_MS))).toMatchObject({ purged: 1 });
      expect(await trashRepository().count()).toBe(0);
      expect(await audit()).toContainEqual(
        expect.objectContaining({ actor: 'system', action: 'purge', target: '1 results' }),
      );
    });
  });

  describe("erasure on a parent's request", () => {
    it("erases a student's results in the table and the trash at once, keeping only the audit entry", async () => {
      const { code } = await create('SMP A');
      const first = await pre('Budi', {
        session_code: code,
        participant_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      });
      // The post-test from another computer: another participant id, the same name and class.
      const second = await post('Budi', {
        session_code: code,
        participant_id: 'a1b2c3d4-0000-4000-8000-000000000002',
      });
      const other = await pre('Budi', { session_code: code, class_room: '8B' });
      await pre('Ani', { session_code: code });
      await http(testApp()).delete(`/api/history/${second.id}`).set(admin).expect(204);

      const refused = await http(testApp())
        .post(`/api/history/${first.id}/erase`)
        .set(admin)
        .send({})
        .expect(400);
      expect(refused.body.message).toContain('reason must be 3 to 300 characters');
      const erased = await http(testApp())
        .post(`/api/history/${first.id}/erase`)
        .set(admin)
        .send({ reason: 'Permintaan orang tua, surat 12/2026' })
        .expect(200);
      expect(erased.body).toEqual({ erased: 2 });

      const left = await testApp().records.find({ order: { id: 'ASC' } });
      expect(left.map((row) => [row.name, row.class_room])).toEqual([
        ['Budi', '8B'],
        ['Ani', '8A'],
      ]);
      expect(left[0].id).toBe(other.id);
      expect(await trashRepository().count()).toBe(0);
      const entries = await audit();
      expect(entries[0]).toMatchObject({
        actor: 'admin',
        action: 'erase',
        target: `result ${first.id}`,
        detail: 'Permintaan orang tua, surat 12/2026 (2 results)',
      });
      expect(JSON.stringify(entries)).not.toContain('Budi');
      await http(testApp())
        .post(`/api/history/${first.id}/erase`)
        .set(admin)
        .send({ reason: 'lagi' })
        .expect(404);
    });

    it('keeps the reason in the audit log as it was validated, not as it was sent', async () => {
      const saved = await pre('Ani');
      await http(testApp())
        .post(`/api/history/${saved.id}/erase`)
        .set(admin)
        .send({ reason: '  Permintaan\torang tua\u202e ' })
        .expect(200);
      expect((await audit())[0]).toMatchObject({
        actor: 'admin',
        action: 'erase',
        target: `result ${saved.id}`,
        detail: 'Permintaan orang tua (1 results)',
        address: expect.stringMatching(/127\.0\.0\.1|::1/),
      });
    });

    it('is for the admin key only', async () => {
      const school = await create('SMP A');
      const saved = await pre('Ani', { session_code: school.code });
      await http(testApp())
        .post(`/api/history/${saved.id}/erase`)
        .set(keyOf(school))
        .send({ reason: 'Permintaan orang tua' })
        .expect(403);
      expect(await testApp().records.count()).toBe(1);
    });
  });

  describe('the audit log', () => {
    it('records who did what, when and from where, the moment it happens, and never a key or a name', async () => {
      const school = await create('SMP A');
      await http(testApp()).get('/api/teacher/me').set(keyOf(school)).expect(200);
      // A teacher opening page after page is one sign-in.
      await http(testApp()).get('/api/teacher/me').set(keyOf(school)).expect(200);
      const saved = await pre('Budi', { session_code: school.code });
      await http(testApp())
        .get('/api/history/export.csv?q=Budi&classRoom=8A')
        .set(keyOf(school))
        .expect(200);
      await http(testApp()).delete(`/api/history/${saved.id}`).set(keyOf(school)).expect(204);
      // The deletion is in the log before its answer came back.
      expect((await audit())[0]).toMatchObject({
        actor: `session ${school.code}`,
        action: 'delete',
        target: `result ${saved.id}`,
      });
      await http(testApp()).post(`/api/history/${saved.id}/restore`).set(keyOf(school)).expect(200);
      await http(testApp()).post(`/api/sessions/${school.code}/key`).set(admin).expect(200);
      await http(testApp()).patch(`/api/sessions/${school.code}`).set(admin).send({ open: false });
      await http(testApp()).patch(`/api/sessions/${school.code}`).set(admin).send({ open: true });

      const entries = await audit();
      expect(entries.map((entry) => [entry.actor, entry.action, entry.target])).toEqual([
        ['admin', 'session-reopen', `session ${school.code}`],
        ['admin', 'session-close', `session ${school.code}`],
        ['admin', 'key-renewal', `session ${school.code}`],
        [`session ${school.code}`, 'restore', `result ${saved.id}`],
        [`session ${school.code}`, 'delete', `result ${saved.id}`],
        [`session ${school.code}`, 'export', 'results (classRoom=8A, a name search) as CSV'],
        [`session ${school.code}`, 'sign-in', null],
        ['admin', 'session-create', `session ${school.code}`],
      ]);
      for (const entry of entries) {
        expect(entry.address).toMatch(/127\.0\.0\.1|::1/);
        expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      }
      const text = JSON.stringify(entries);
      expect(text).not.toContain(school.teacher_key);
      expect(text).not.toContain(TEACHER_KEY);
      expect(text).not.toContain('Budi');
    });

    it('is read with the admin key only, a page at a time', async () => {
      const school = await create('SMP A');
      await http(testApp()).get('/api/audit').set(keyOf(school)).expect(403);
      await http(testApp()).get('/api/audit').expect(401);
      const page = await http(testApp()).get('/api/audit?pageSize=1').set(admin).expect(200);
      expect(page.body.meta).toEqual({ page: 1, pageSize: 1, total: 1 });
      expect(page.headers['cache-control']).toBe('no-store');
      const bad = await http(testApp()).get('/api/audit?pageSize=1000').set(admin).expect(400);
      expect(bad.body.message).toContain('pageSize must be at most 200');
      expect(await testApp().dataSource.getRepository(AuditEntryEntity).count()).toBe(1);
    });
  });

  describe("parents' consent", () => {
    it('records who confirmed it; a session without is flagged in the list and the export, and still takes results', async () => {
      const withConsent = await create('SMP A', 'Bu Sari, guru BK');
      const without = await create('SMP B');
      expect(withConsent.consent).toEqual({
        confirmed_by: 'Bu Sari, guru BK',
        confirmed_at: withConsent.created_at,
      });
      expect(without.consent).toBeNull();
      await pre('Ani', { session_code: withConsent.code });
      await pre('Budi', { session_code: without.code });
      const list = await http(testApp()).get('/api/sessions').set(admin).expect(200);
      const consentOf = (code: string) =>
        list.body.data.find((row: { code: string }) => row.code === code).consent;
      expect(consentOf(withConsent.code)).toEqual(withConsent.consent);
      expect(consentOf(without.code)).toBeNull();
      const csv = parseCsv(
        (await http(testApp()).get('/api/history/export.csv?sort=name').set(admin)).text,
      );
      expect(csv.map((row) => [row[0], row[8]])).toEqual([
        ['Nama', 'Persetujuan orang tua'],
        ['Ani', 'tercatat'],
        ['Budi', 'belum tercatat'],
      ]);
      const tooLong = await http(testApp())
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMP C', consent_confirmed_by: 'x'.repeat(101) })
        .expect(400);
      expect(tooLong.body.message).toContain('consent_confirmed_by must be at most 100 characters');
    });
  });

  describe('retention and research', () => {
    it('gives names older than RETENTION_MONTHS one stable pseudonym per student, and the analysis still pairs them', async () => {
      const old = new Date();
      old.setUTCMonth(old.getUTCMonth() - 25);
      const at = (days: number) => new Date(old.getTime() + days * DAY_MS);
      await seedRows(testApp(), [
        { name: 'Budi', class_room: '8A', percentage: 40, created_at: at(0) },
        { name: 'Ani', class_room: '8A', percentage: 60, created_at: at(0) },
        {
          name: 'Budi',
          class_room: '8A',
          percentage: 80,
          is_pretest: false,
          is_posttest: true,
          created_at: at(40),
        },
        { name: 'Citra', class_room: '8A', percentage: 50, created_at: new Date() },
      ]);
      const before = await http(testApp()).get('/api/analytics').set(admin).expect(200);
      const budiCode = before.body.pairs[0].participant_code;

      const retention = testApp().app.get(HistoryRetention);
      expect(await retention.run()).toEqual({ purged: 0, pseudonymised: 3 });
      const rows = await testApp().records.find({ order: { id: 'ASC' } });
      expect(rows.map((row) => row.name)).toEqual([
        `Peserta ${budiCode}`,
        expect.stringMatching(/^Peserta [23456789BCDFGHJKMNPQRSTVWXYZ]{8}$/),
        `Peserta ${budiCode}`,
        'Citra',
      ]);
      expect(rows.map((row) => Boolean(row.pseudonymised))).toEqual([true, true, true, false]);
      const after = await http(testApp()).get('/api/analytics').set(admin).expect(200);
      expect(after.body.pairs).toEqual([
        expect.objectContaining({
          name: `Peserta ${budiCode}`,
          participant_code: budiCode,
          pre: 40,
          post: 80,
        }),
      ]);
      expect(await retention.run()).toEqual({ purged: 0, pseudonymised: 0 });
      expect(await audit()).toContainEqual(
        expect.objectContaining({ actor: 'system', action: 'pseudonymise', target: '3 results' }),
      );
    });

    it('exports pseudonymously: a participant code, class, session, scores and times, never a name', async () => {
      const { code } = await create('SMP A');
      await pre('Budi', { session_code: code });
      await post('Budi', { session_code: code });
      await pre('Ani', { session_code: code });
      const response = await http(testApp())
        .get('/api/history/export.csv?pseudonymous=true&sort=created_at')
        .set(admin)
        .expect(200);
      expect(response.headers['content-disposition']).toMatch(
        /filename="hasil-quiz-piba-pseudonim-\d{4}-\d\d-\d\d\.csv"/,
      );
      expect(response.text).not.toMatch(/Budi|Ani/);
      const [header, ...rows] = parseCsv(response.text);
      expect(header).toEqual([
        'Kode peserta',
        'Kelas',
        'Benar',
        'Jumlah soal',
        'Persentase',
        'Jenis',
        'Waktu (WIB)',
        'Sesi',
        'Persetujuan orang tua',
        'Tes tunda',
        'Bentuk tes',
        'Skala sikap',
      ]);
      for (const row of rows) expect(row[0]).toMatch(CODE);
      expect(rows[0][0]).toBe(rows[1][0]);
      expect(rows[2][0]).not.toBe(rows[0][0]);
      expect(rows.map((row) => row[7])).toEqual([code, code, code]);
      const analysis = await http(testApp()).get('/api/analytics').set(admin).expect(200);
      expect(analysis.body.pairs[0].participant_code).toBe(rows[0][0]);
      // The same code in the next export: a research dataset can be extended.
      const again = await http(testApp())
        .get('/api/history/export.csv?pseudonymous=true&sort=created_at')
        .set(admin);
      expect(parseCsv(again.text)[1][0]).toBe(rows[0][0]);
      const bad = await http(testApp())
        .get('/api/history/export.csv?pseudonymous=yes')
        .set(admin)
        .expect(400);
      expect(bad.body.message).toContain('pseudonymous must be true or false');
      expect((await audit())[0]).toMatchObject({
        action: 'export',
        target: 'results (pseudonymous) as CSV',
      });
    });
  });
};
