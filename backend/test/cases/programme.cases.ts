import { randomUUID } from 'node:crypto';
import type { CreatedSession, ProgrammeReport } from '@piba/shared';
import { type Cases, http, seedRows } from '../support/history-api.js';
import { ResultChanges } from '../../src/analytics/result-changes.js';
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

    it('pools the sessions’ mean differences by DerSimonian–Laird, each with its SE and CI', async () => {
      const body = await programme();
      // From R: the first session's differences (R_PAIRS) have mean 26.25 and SD 10.6066, so
      // SE = 3.75 and t.test's CI 17.38266 to 35.11734; the second's (its first four) mean 27.5,
      // SE 6.291529, CI 7.477548 to 47.52245.
      const firstEffect = row(body, first.code).effect!;
      const secondEffect = row(body, second.code).effect!;
      expect(firstEffect).toMatchObject({
        pairs: 8,
        meanDifference: 26.25,
        pooled: true,
        notPooled: null,
      });
      expect(firstEffect.se).toBeCloseTo(3.75, 10);
      expect(firstEffect.ciLow).toBeCloseTo(17.38266, 4);
      expect(firstEffect.ciHigh).toBeCloseTo(35.11734, 4);
      expect(secondEffect).toMatchObject({ pairs: 4, meanDifference: 27.5, pooled: true });
      expect(secondEffect.se).toBeCloseTo(6.291529, 5);
      expect(secondEffect.ciLow).toBeCloseTo(7.477548, 5);
      expect(secondEffect.ciHigh).toBeCloseTo(47.52245, 4);
      // w = 1 / SE²: the fixed mean 26.57767, Q = 0.02912621 on 1 df (p = 0.8644879), under its
      // df, so τ² = 0 and I² = 0; the estimate 26.57767, SE 3.221213, CI 20.26421 to 32.89113,
      // z = 8.250826, p = 1.57303e−16; weights 0.7378641 and 0.2621359.
      const meta = body.metaAnalysis!;
      expect(meta).toMatchObject({ k: 2, qDf: 1, tau2: 0, i2: 0 });
      expect(meta.estimate).toBeCloseTo(26.5776699, 6);
      expect(meta.se).toBeCloseTo(3.221213062, 8);
      expect(meta.ciLow).toBeCloseTo(20.26420831, 6);
      expect(meta.ciHigh).toBeCloseTo(32.89113149, 6);
      expect(meta.z).toBeCloseTo(8.25082644, 6);
      expect(meta.p / 1.57303e-16).toBeCloseTo(1, 3);
      expect(meta.q).toBeCloseTo(0.02912621359, 9);
      expect(meta.qP).toBeCloseTo(0.8644879421, 8);
      expect(firstEffect.weight).toBeCloseTo(0.7378640777, 8);
      expect(secondEffect.weight).toBeCloseTo(0.2621359223, 8);
      // The pooled row of every pair as one sample stays beside it, unchanged.
      expect(body.pooled.pairs).toBe(12);
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
        // One session alone is no meta-analysis.
        expect(body.metaAnalysis).toBeNull();
        expect(body.sessions[0].effect).toMatchObject({
          pairs: 4,
          pooled: false,
          notPooled: 'single-session',
          weight: null,
        });
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

    it('moves only the stamp of the session whose result was deleted, restored or erased', async () => {
      const changes = testApp().app.get(ResultChanges);
      const stamps = () => [changes.stampOf(first.code), changes.stampOf(second.code)];
      const [kept] = await testApp().records.find({
        where: { session_code: first.code },
        order: { id: 'ASC' },
      });
      await programme();
      for (const change of [
        () => http(testApp()).delete(`/api/history/${kept.id}`).expect(204),
        () => http(testApp()).post(`/api/history/${kept.id}/restore`).expect(200),
        () =>
          http(testApp())
            .post(`/api/history/${kept.id}/erase`)
            .send({ reason: 'Permintaan orang tua' })
            .expect(200),
      ]) {
        const [firstBefore, secondBefore] = stamps();
        await change();
        const [firstAfter, secondAfter] = stamps();
        // The other session's kept figures stay valid; the changed one's are read again.
        expect(secondAfter).toBe(secondBefore);
        expect(firstAfter).not.toBe(firstBefore);
      }
      // The figures follow: the erased student's pair is gone from its session alone.
      const body = await programme();
      expect(row(body, first.code).evidence.pairs).toBe(7);
      expect(row(body, second.code).evidence.pairs).toBe(4);
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
