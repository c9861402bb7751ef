import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defaultPackDocument, type PackDocument } from '@piba/shared';
import { type Cases, http } from '../support/history-api.js';
import { TEACHER_KEY } from '../support/teacher-key.js';

const DRAWINGS = new URL('../../../packages/shared/src/packs/piba/drawings/', import.meta.url);

/** Cases for an app started with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key). */
export const packsCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const api = () => http(testApp());

  describe('lesson packs: the default pack and published versions', () => {
    it('lists the default pack with its version and answer-key version e125b284, and no draft', async () => {
      const { body } = await api().get('/api/packs').set(admin).expect(200);
      const piba = body.packs.find((pack: { id: string }) => pack.id === 'piba');
      expect(piba).toEqual({
        id: 'piba',
        title: defaultPackDocument.title,
        is_default: true,
        draft: null,
        versions: [
          {
            version: expect.stringMatching(/^[0-9a-f]{16}$/),
            answer_key_version: 'e125b284',
            note: 'Paket bawaan PIBA',
            published_at: expect.any(String),
            retired_at: null,
          },
        ],
      });
      expect(body.packs[0].id).toBe('piba');
    });

    it('answers the default version to anyone, with no-cache, an ETag and 304 when unchanged', async () => {
      const first = await api().get('/api/pack-versions/default').expect(200);
      expect(first.body).toEqual({
        version: expect.stringMatching(/^[0-9a-f]{16}$/),
        answer_key_version: 'e125b284',
        document: defaultPackDocument,
      });
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toBe(`"${first.body.version}"`);
      const again = await api()
        .get('/api/pack-versions/default')
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(again.text).toBeFalsy();
      await api().get('/api/pack-versions/default').set('If-None-Match', '"0000"').expect(200);
    });

    it('answers a version by its id with the immutable cache header, without a key', async () => {
      const { body } = await api().get('/api/pack-versions/default').expect(200);
      const version = await api().get(`/api/pack-versions/${body.version}`).expect(200);
      expect(version.body).toEqual(body);
      expect(version.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("serves the default pack's drawings byte for byte, immutable, never sniffed", async () => {
      const { body } = await api().get('/api/pack-versions/default').expect(200);
      const response = await api()
        .get(`/api/pack-versions/${body.version}/drawings/poster.svg`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      const onDisk = readFileSync(new URL('poster.svg', DRAWINGS));
      expect(sha256(response.body as Buffer)).toBe(sha256(onDisk));
    });

    it('computes the version id from the canonical document and its drawings', async () => {
      const { body } = await api().get('/api/pack-versions/default').expect(200);
      const document = defaultPackDocument;
      const files = [...new Set(drawingFiles(document))].sort();
      const drawings = files.map((file) => [file, sha256(readFileSync(new URL(file, DRAWINGS)))]);
      const canonical = canonicalJson({ document, drawings });
      expect(body.version).toBe(sha256(canonical).slice(0, 16));
    });

    it('answers a malformed version or file name with 400 and an unknown one with 404', async () => {
      const { body } = await api().get('/api/pack-versions/default').expect(200);
      const bad = await api().get('/api/pack-versions/XYZ').expect(400);
      expect(bad.body.message).toBe('version must be 16 lowercase hex digits');
      const unknown = await api().get('/api/pack-versions/0123456789abcdef').expect(404);
      expect(unknown.body.message).toBe('No pack version 0123456789abcdef');
      for (const file of ['..%2Fpack.json', '.hidden', 'a%00b.svg', 'x'.repeat(120) + '.svg']) {
        const response = await api().get(`/api/pack-versions/${body.version}/drawings/${file}`);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('file must be a plain file name such as poster.svg');
      }
      await api().get(`/api/pack-versions/${body.version}/drawings/nope.svg`).expect(404);
      await api().get('/api/pack-versions/0123456789abcdef/drawings/poster.svg').expect(404);
    });

    it('keeps the packs list to the admin key', async () => {
      const session = await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 9' })
        .expect(201);
      const asSession = { 'X-Teacher-Key': session.body.teacher_key };
      const refused = await api().get('/api/packs').set(asSession).expect(403);
      expect(refused.body.message).toMatch(/needs the admin key/);
      await api().get('/api/packs').expect(401);
    });
  });
};

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The contract's canonical JSON, written again here so that the test does not trust the code. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function drawingFiles(document: PackDocument): string[] {
  return [
    document.home.poster.file,
    ...document.topics.flatMap((topic) =>
      topic.kind === 'deck' ? topic.slides.map((slide) => slide.drawing.file) : [],
    ),
  ];
}
