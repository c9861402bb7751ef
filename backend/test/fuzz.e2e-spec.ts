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

  describe('property-based fuzzing of lesson packs', () => {
    /** What a pack route may answer: the API's codes, 403 never (open access), 422 on publish. */
    const PACKS_DOCUMENTED = new Set([...DOCUMENTED, 422]);
    let version: string;
    let pack: { id: string; revision: number; document: Record<string, unknown> };
    beforeAll(async () => {
      version = (await http(testApp()).get('/api/pack-versions/default').expect(200)).body.version;
      pack = (await http(testApp()).post('/api/packs').send({ from_version: version }).expect(201))
        .body;
    });

    /** A near-valid document: the default pack with some top-level parts replaced or removed. */
    const documentPart = fc.constantFrom('format', 'title', 'home', 'faq', 'topics', 'questions');
    const draftBody = fc.oneof(
      fc
        .tuple(
          fc.oneof(fc.integer(), anyValue),
          fc.dictionary(documentPart, anyValue, { maxKeys: 3 }),
          fc.subarray(['format', 'title', 'home', 'faq', 'topics', 'questions']),
        )
        .map(([revision, changes, removed]) => {
          const document: Record<string, unknown> = { ...pack.document, ...changes };
          for (const key of removed) delete document[key];
          return JSON.stringify({ revision, document });
        }),
      fc.json(),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );

    it('answers 300 generated draft saves with documented codes, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(draftBody, async (text) => {
          const response = await http(testApp())
            .put(`/api/packs/${pack.id}/draft`)
            .set('Content-Type', 'application/json')
            .send(text);
          expect(PACKS_DOCUMENTED).toContain(response.status);
        }),
        { numRuns: 300 },
      );
    }, 120_000);

    it('answers 300 generated version, pack and file names with 200, 400, 404 or 409', async () => {
      const segment = fc.oneof(
        fc.string({ maxLength: 24 }).map(encodeURIComponent),
        fc.stringMatching(/^[0-9a-f]{16}$/),
        fc.constantFrom(version, 'default', 'piba', pack.id, 'poster.svg', '..', '%2e%2e', '%00'),
      );
      const path = fc.oneof(
        segment.map((v) => `/api/pack-versions/${v}`),
        fc.tuple(segment, segment).map(([v, f]) => `/api/pack-versions/${v}/drawings/${f}`),
        segment.map((id) => `/api/packs/${id}/draft`),
        segment.map((id) => `/api/packs/${id}/draft/check`),
        fc.tuple(segment, segment).map(([id, f]) => `/api/packs/${id}/draft/drawings/${f}`),
      );
      await fc.assert(
        fc.asyncProperty(path, async (at) => {
          const response = await http(testApp()).get(at);
          expect([200, 400, 404, 409]).toContain(response.status);
        }),
        { numRuns: 300 },
      );
    }, 120_000);

    it('answers 200 generated revisions and media file names with documented codes, never a 5xx', async () => {
      const versionValue = fc.oneof(
        anyValue,
        fc.stringMatching(/^[0-9a-f]{16}$/),
        fc.constantFrom(version, 'default', '..', '%2e%2e'),
      );
      const name = fc.oneof(
        fc.string({ maxLength: 40 }).map(encodeURIComponent),
        fc.constantFrom('..', '%2e%2e', '..%2Fpackage.json', '.env', 'video.mp4', 'a.webm', '%00'),
      );
      const request = fc.oneof(
        versionValue.map(
          (sent) => () => http(testApp()).post('/api/packs/revise').send({ version: sent }),
        ),
        name.map((file) => () => http(testApp()).get(`/media/${file}`)),
        fc.constant(() => http(testApp()).get('/api/media')),
      );
      await fc.assert(
        fc.asyncProperty(request, async (send) => {
          const response = await send();
          expect([200, 400, 404]).toContain(response.status);
        }),
        { numRuns: 200 },
      );
    }, 120_000);

    it('answers 150 generated uploads, publishes and retires with documented codes', async () => {
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 300 }).map((array) => Buffer.from(array)),
        fc.string({ maxLength: 300 }).map((text) => Buffer.from(`<svg>${text}</svg>`)),
        fc
          .uint8Array({ maxLength: 200 })
          .map((array) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), array])),
      );
      const request = fc.oneof(
        fc.tuple(bytes, fc.string({ maxLength: 40 }), fc.constantFrom('file', 'files', 'x')).map(
          ([content, name, field]) =>
            () =>
              http(testApp())
                .post(`/api/packs/${pack.id}/draft/drawings`)
                .attach(field, content, printable(name) || 'x'),
        ),
        body.map(
          (text) => () =>
            http(testApp())
              .post(`/api/packs/${pack.id}/publish`)
              .set('Content-Type', 'application/json')
              .send(text),
        ),
        fc
          .string({ maxLength: 20 })
          .map(
            (at) => () =>
              http(testApp()).post(`/api/pack-versions/${encodeURIComponent(at)}/retire`),
          ),
      );
      await fc.assert(
        fc.asyncProperty(request, async (send) => {
          const response = await send();
          expect(PACKS_DOCUMENTED).toContain(response.status);
        }),
        { numRuns: 150 },
      );
    }, 120_000);

    it('answers 150 generated imports (damaged exports, other bytes) and exports with documented codes', async () => {
      const exported: Buffer = (
        await http(testApp())
          .get(`/api/pack-versions/${version}/export.zip`)
          .buffer(true)
          .parse((response, done) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200)
      ).body;
      const damaged = fc
        .tuple(
          fc.array(fc.tuple(fc.nat(exported.length - 1), fc.integer({ min: 0, max: 255 })), {
            maxLength: 4,
          }),
          fc.nat(exported.length),
        )
        .map(([changes, length]) => {
          const copy = Buffer.from(exported);
          for (const [at, value] of changes) copy[at] = value;
          return copy.subarray(0, Math.max(length, exported.length - 64));
        });
      const bytes = fc.oneof(
        damaged,
        fc.uint8Array({ maxLength: 300 }).map((array) => Buffer.from(array)),
        fc
          .uint8Array({ maxLength: 200 })
          .map((array) => Buffer.concat([Buffer.from('504b0304', 'hex'), array])),
      );
      const segment = fc.oneof(
        fc.string({ maxLength: 24 }).map(encodeURIComponent),
        fc.constantFrom(version, 'default', pack.id, '..', '%2e%2e'),
      );
      const request = fc.oneof(
        fc.tuple(bytes, fc.string({ maxLength: 40 }), fc.constantFrom('file', 'files')).map(
          ([content, name, field]) =>
            () =>
              http(testApp())
                .post('/api/packs/import')
                .attach(field, content, printable(name) || 'x.zip'),
        ),
        fc.tuple(segment, fc.constantFrom('export.zip', 'moodle.xml', 'gift.txt')).map(
          ([at, file]) =>
            () =>
              http(testApp()).get(`/api/pack-versions/${at}/${file}`),
        ),
      );
      await fc.assert(
        fc.asyncProperty(request, async (send) => {
          const response = await send();
          expect(PACKS_DOCUMENTED).toContain(response.status);
        }),
        { numRuns: 150 },
      );
    }, 180_000);
  });
};

describeHistoryApi('MySQL, fuzzed', await createMysqlDatabase(), [fuzzCases]);
