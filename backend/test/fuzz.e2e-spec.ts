import fc from 'fast-check';
import { createMysqlDatabase } from '@piba/test-support/databases';
import { type Cases, describeHistoryApi, http, specPayload } from './support/history-api.js';

/** Every status the API documents; anything else, and any 5xx, is a defect. */
const DOCUMENTED = new Set([200, 201, 400, 401, 404, 409, 413, 415, 429]);

const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);
const field = fc.constantFrom(...Object.keys(specPayload), 'submission_id', '__proto__', 'id');
/** Mostly near-valid bodies: the spec payload with some fields replaced, removed or added. */
const body = fc.oneof(
  fc
    .tuple(fc.dictionary(field, anyValue, { maxKeys: 4 }), fc.subarray(Object.keys(specPayload)))
    .map(([changes, removed]) => {
      const result: Record<string, unknown> = { ...specPayload, ...changes };
      for (const key of removed) delete result[key];
      return JSON.stringify(result);
    }),
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const header = fc.record({
  'content-type': fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
  ),
  'content-encoding': fc.constantFrom('identity', 'gzip', 'br', 'bogus'),
  'x-teacher-key': fc.string({ maxLength: 40 }),
  'x-request-id': fc.string({ maxLength: 80 }),
});
const queryPart = fc
  .tuple(
    fc.constantFrom(
      'page',
      'pageSize',
      'sort',
      'classRoom',
      'type',
      'q',
      'from',
      'to',
      'x',
      'page[]',
    ),
    fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constant('1e309')),
  )
  .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '');

const fuzzCases: Cases = (testApp) => {
  describe('property-based fuzzing', () => {
    it('answers 1,200 generated POST bodies with documented codes, storing only accepted ones', async () => {
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const before = await testApp().records.count();
          const response = await http(testApp())
            .post('/api/history')
            .set('Content-Type', 'application/json')
            .send(text);
          expect(DOCUMENTED.has(response.status)).toBe(true);
          const after = await testApp().records.count();
          expect(after - before).toBe(response.status === 201 ? 1 : 0);
        }),
        { numRuns: 1_200 },
      );
    }, 120_000);

    it('answers 400 generated header sets with documented codes', async () => {
      await fc.assert(
        fc.asyncProperty(header, body, async (headers, text) => {
          const request = http(testApp()).post('/api/history');
          for (const [name, value] of Object.entries(headers)) request.set(name, printable(value));
          const before = await testApp().records.count();
          const response = await request.send(text);
          expect(DOCUMENTED.has(response.status)).toBe(true);
          const stored = (await testApp().records.count()) - before;
          expect(stored).toBe(response.status === 201 ? 1 : 0);
        }),
        { numRuns: 400 },
      );
    }, 120_000);

    it('answers 600 generated query strings on every read with 200 or 400', async () => {
      const paths = [
        '/api/history',
        '/api/history/export.csv',
        '/api/history/classes',
        '/api/history/trash',
        '/api/audit',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.array(queryPart, { maxLength: 5 }),
          async (path, parts) => {
            const response = await http(testApp()).get(`${path}?${parts.join('&')}`);
            expect([200, 400]).toContain(response.status);
          },
        ),
        { numRuns: 600 },
      );
    }, 120_000);

    it('answers 300 generated restores and erasures of unknown results with a 4xx, and keeps the stored one', async () => {
      const saved = await http(testApp()).post('/api/history').send(specPayload).expect(201);
      const id = fc.oneof(
        fc.integer().filter((value) => value !== saved.body.id),
        fc.string({ maxLength: 12 }).map(encodeURIComponent),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('restore', 'erase'),
          id,
          body,
          async (action, at, sent) => {
            const response = await http(testApp())
              .post(`/api/history/${at}/${action}`)
              .set('Content-Type', 'application/json')
              .send(sent);
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            expect(DOCUMENTED).toContain(response.status);
            expect(await testApp().records.count()).toBe(1);
          },
        ),
        { numRuns: 300 },
      );
    }, 120_000);
  });
};

describeHistoryApi('MySQL, fuzzed', await createMysqlDatabase(), [fuzzCases]);
