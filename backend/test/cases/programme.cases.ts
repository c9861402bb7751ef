import { randomUUID } from 'node:crypto';
import type { CreatedSession, ProgrammeReport } from '@piba/shared';
import { type Cases, http, seedRows } from '../support/history-api.js';
import { OpenApiContract } from '../support/openapi-contract.js';
import { R_PAIRS, saveAttempt, seedPairs } from './analytics.cases.js';

/** Cases for an open server: no key is the admin's, a session key reads its own session. */
export const programmeCases: Cases = (testApp) => {
  describe('GET /api/analytics/programme', () => {
    const create = async (name: string): Promise<CreatedSession> =>
      (await http(testApp()).post('/api/sessions').send({ name }).expect(201)).body;
    const programme = async (headers: Record<string, string> = {}, query = '') =>
      (await http(testApp()).get(`/api/analytics/programme${query}`).set(headers).expect(200)).body;
    let first: CreatedSession;
    let second: CreatedSession;

    beforeEach(async () => {
      // The suite empties the tables behind TypeORM's back; the analysis keeps each session's
      // figures until a write it sees. An emptying delete through TypeORM is one.
      await testApp().records.createQueryBuilder().delete().execute();
      first = await create('SMPN 1 — programme');
      second = await create('SMPN 2 — programme');
      await seedPairs(testApp, R_PAIRS, { classRoom: '8A', session: first.code });
      await seedPairs(testApp, R_PAIRS.slice(0, 4), { classRoom: '8A', session: second.code });
      await saveAttempt(testApp, {
        participant: randomUUID(),
        classRoom: '8B',
        type: 'pre',
        correct: 5,
        session: second.code,
      });
      // Without a session: not a run of the programme.
      await seedPairs(testApp, [[1, 10]], { classRoom: '8A' });
    });

    const row = (body: ProgrammeReport, code: string) =>
      body.sessions.find((session) => session.session_code === code)!;

    it('shows every session side by side, newest first, and all their pairs pooled', async () => {
      const body = await programme();
      const codes = body.sessions.map((session: { session_code: string }) => session.session_code);
      expect(codes.indexOf(second.code)).toBeLessThan(codes.indexOf(first.code));
      expect(row(body, first.code)).toMatchObject({
        name: 'SMPN 1 — programme',
        evidence: { pairs: 8, pretestOnly: 0, chosen: 'wilcoxon' },
      });
      expect(row(body, first.code).evidence.tTest!.t).toBeCloseTo(7, 6);
      expect(row(body, second.code)).toMatchObject({
        name: 'SMPN 2 — programme',
        evidence: { pairs: 4, pretestOnly: 1 },
      });
      // The session-less pair (10 → 100) is in no row and not in the pool.
      expect(body.pooled).toMatchObject({ pairs: 12, pretestOnly: 1, posttestOnly: 0 });
      expect(body.pooled.descriptives.pre.max).toBe(70);
    });

    it('gives a session key its own session only, whatever it asks', async () => {
      const key = { 'X-Teacher-Key': second.teacher_key };
      const own = await programme(key);
      const other = await programme(key, `?session=${first.code}`);
      for (const body of [own, other]) {
        expect(body.sessions).toEqual([
          expect.objectContaining({ session_code: second.code, evidence: expect.any(Object) }),
        ]);
        expect(body.pooled).toEqual(body.sessions[0].evidence);
      }
      expect(own.pooled.pairs).toBe(4);
    });

    it('lets the admin key choose one session', async () => {
      const body = await programme({}, `?session=${first.code}`);
      expect(body.sessions.map((session: { name: string }) => session.name)).toEqual([
        'SMPN 1 — programme',
      ]);
      expect(body.pooled.pairs).toBe(8);
    });

    it('answers with the new figures once a pair of a session is saved', async () => {
      expect(row(await programme(), second.code).evidence.pairs).toBe(4);
      await seedRows(testApp(), [
        { participant_id: randomUUID(), name: 'Baru', class_room: '8A', session_code: second.code },
      ]);
      const body = await programme();
      expect(row(body, second.code).evidence).toMatchObject({ pairs: 4, pretestOnly: 2 });
      expect(body.pooled.pretestOnly).toBe(2);
    });

    it('with includeFlagged tests the flagged pairs too, per session and pooled', async () => {
      const late = randomUUID();
      const flagged = { participant: late, classRoom: '8A', correct: 9, session: second.code };
      await saveAttempt(testApp, { ...flagged, type: 'pre', materialsFirst: true });
      await saveAttempt(testApp, { ...flagged, type: 'post' });
      const without = await programme();
      const withFlagged = await programme({}, '?includeFlagged=true');
      expect(row(without, second.code).evidence).toMatchObject({
        pairs: 4,
        excludedMaterialsFirst: 1,
        flaggedIncluded: false,
      });
      expect(row(withFlagged, second.code).evidence).toMatchObject({
        pairs: 5,
        excludedMaterialsFirst: 1,
        flaggedIncluded: true,
      });
      expect(row(withFlagged, first.code).evidence.pairs).toBe(8);
      expect(without.pooled).toMatchObject({ pairs: 12, flaggedIncluded: false });
      expect(withFlagged.pooled).toMatchObject({
        pairs: 13,
        excludedMaterialsFirst: 1,
        flaggedIncluded: true,
      });
      // Each answer is kept apart: asking again without the switch gives the default again.
      expect((await programme()).pooled.pairs).toBe(12);
    });

    it('answers as the OpenAPI document describes, tests run or not', async () => {
      const contract = new OpenApiContract(
        (await http(testApp()).get('/api/docs-json').expect(200)).body,
      );
      const conforms = async (path: string, operation: 'programme' | 'analytics') =>
        expect(
          contract.problems(
            operation === 'programme' ? 'get /api/analytics/programme' : 'get /api/analytics',
            await http(testApp()).get(path),
          ),
        ).toEqual([]);
      await conforms('/api/analytics/programme', 'programme');
      await conforms('/api/analytics/programme?session=none', 'programme');
      await conforms('/api/analytics/programme?session=bad!', 'programme');
      await conforms(`/api/analytics?session=${first.code}`, 'analytics');
      await conforms('/api/analytics?classRoom=9Z', 'analytics');
      await conforms('/api/analytics/programme?includeFlagged=true', 'programme');
      await conforms('/api/analytics?includeFlagged=1', 'analytics');
    });

    it.each([
      ['session=bad!', 'session must be a join code such as K7P3QX, or none'],
      ['classRoom=8A', 'property classRoom should not exist'],
      ['includeFlagged=ya', 'includeFlagged must be true, false, 1 or 0'],
    ])('refuses ?%s with 400, saying why', async (query, message) => {
      const response = await http(testApp()).get(`/api/analytics/programme?${query}`).expect(400);
      expect(JSON.stringify(response.body)).toContain(message);
    });
  });
};
