import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { getRepositoryToken } from '@nestjs/typeorm';
import sharp from 'sharp';
import type { Repository } from 'typeorm';
import { defaultPackDocument, type PackDocument } from '@piba/shared';
import { DefaultPackSeeder } from '../../src/packs/default-pack.seeder.js';
import {
  PackDraftEntity,
  PackDrawingEntity,
  PackEntity,
  PackVersionDrawingEntity,
  PackVersionEntity,
} from '../../src/packs/pack.entities.js';
import { PackVersionsService } from '../../src/packs/pack-versions.service.js';
import { type Cases, http } from '../support/history-api.js';
import { publishCopy } from '../support/test-pack.js';
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

    it('stores the default pack once when several servers start at once on an empty database', async () => {
      const { dataSource } = testApp();
      // What each server process has: its own services, nothing remembered yet.
      const server = () =>
        new DefaultPackSeeder(
          dataSource.getRepository(PackEntity),
          new PackVersionsService(
            dataSource.getRepository(PackVersionEntity),
            dataSource.getRepository(PackVersionDrawingEntity),
            dataSource.getRepository(PackDrawingEntity),
            dataSource,
          ),
        );
      const before = (await api().get('/api/pack-versions/default').expect(200)).body.version;
      await dataSource.query('DELETE FROM pack_version_drawings WHERE version = ?', [before]);
      await dataSource.query('DELETE FROM pack_versions WHERE version = ?', [before]);
      await dataSource.query("DELETE FROM packs WHERE id = 'piba'");
      await Promise.all([1, 2, 3].map(() => server().onApplicationBootstrap()));
      const { body } = await api().get('/api/packs').set(admin).expect(200);
      const piba = body.packs.filter((pack: { id: string }) => pack.id === 'piba');
      expect(piba).toHaveLength(1);
      expect(piba[0].versions.map((version: { version: string }) => version.version)).toEqual([
        before,
      ]);
      const drawings = await dataSource.query(
        'SELECT file FROM pack_version_drawings WHERE version = ? ORDER BY file',
        [before],
      );
      expect(drawings).toHaveLength(new Set(drawingFiles(defaultPackDocument)).size);
    });

    it('gives the other modules a version by id, the default one, and one by answer-key version', async () => {
      const versions = testApp().app.get(PackVersionsService);
      const { body } = await api().get('/api/pack-versions/default').expect(200);
      const byDefault = await versions.defaultVersion();
      expect(byDefault).toEqual({
        version: body.version,
        answerKeyVersion: 'e125b284',
        packId: 'piba',
        document: defaultPackDocument,
        retiredAt: null,
      });
      expect(await versions.get(body.version)).toEqual(byDefault);
      expect(await versions.withAnswerKey('e125b284')).toEqual(byDefault);
      expect(await versions.withAnswerKey('0000beef')).toBeNull();
      expect(await versions.withAnswerKey('legacy00')).toBeNull();
      expect(await versions.get('0123456789abcdef')).toBeNull();
      expect(await versions.get('not a version')).toBeNull();
    });

    it('reads the default version from the database once for many page loads, again after a publishing', async () => {
      const rows = testApp().app.get<Repository<PackVersionEntity>>(
        getRepositoryToken(PackVersionEntity),
      );
      const reads = jest.spyOn(rows, 'findOne');
      try {
        const loads = async () => {
          const versions = new Set<string>();
          for (let i = 0; i < 5; i += 1) {
            versions.add((await api().get('/api/pack-versions/default').expect(200)).body.version);
          }
          return [...versions];
        };
        const [version] = await loads();
        expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
        reads.mockClear();
        await publishCopy(testApp(), 'Paket Pembaca');
        expect(await loads()).toEqual([version]);
        expect(reads).toHaveBeenCalledTimes(1);
      } finally {
        reads.mockRestore();
      }
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

  describe('lesson packs: drafts, drawings and publishing', () => {
    let defaultVersion: string;
    const duplicate = async () =>
      (await api().post('/api/packs').set(admin).send({ from_version: defaultVersion }).expect(201))
        .body as { id: string; revision: number; document: PackDocument };
    const save = (id: string, revision: number, document: unknown) =>
      api().put(`/api/packs/${id}/draft`).set(admin).send({ revision, document });
    const upload = (id: string, bytes: Buffer, name: string) =>
      api().post(`/api/packs/${id}/draft/drawings`).set(admin).attach('file', bytes, name);
    const binary = <T extends { buffer(b: boolean): T; parse(p: unknown): T }>(request: T) =>
      request
        .buffer(true)
        .parse((res: NodeJS.ReadableStream, done: (e: null, b: Buffer) => void) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const auditActions = async () =>
      (await api().get('/api/audit').set(admin).expect(200)).body.data.map(
        (entry: { action: string; target: string; detail: string | null }) => [
          entry.action,
          entry.target,
          entry.detail,
        ],
      );

    beforeAll(async () => {
      defaultVersion = (await api().get('/api/pack-versions/default').expect(200)).body.version;
    });

    it('duplicates the default pack: a new pack whose draft is its document, drawings included', async () => {
      const created = await duplicate();
      expect(created).toEqual({
        id: expect.stringMatching(/^p-[0-9a-f]{10}$/),
        revision: 1,
        document: defaultPackDocument,
      });
      const draft = await api().get(`/api/packs/${created.id}/draft`).set(admin).expect(200);
      expect(draft.body).toEqual({ revision: 1, document: defaultPackDocument });
      const { body } = await api().get('/api/packs').set(admin).expect(200);
      expect(body.packs.find((pack: { id: string }) => pack.id === created.id)).toEqual({
        id: created.id,
        title: defaultPackDocument.title,
        is_default: false,
        draft: { revision: 1, updated_at: expect.any(String) },
        versions: [],
      });
      const poster = await binary(
        api().get(`/api/packs/${created.id}/draft/drawings/poster.svg`).set(admin),
      ).expect(200);
      expect(poster.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(sha256(poster.body as Buffer)).toBe(
        sha256(readFileSync(new URL('poster.svg', DRAWINGS))),
      );
    });

    it('starts an empty pack whose draft has every part and nothing written', async () => {
      const created = await api().post('/api/packs').set(admin).send({}).expect(201);
      expect(created.body.document).toEqual({
        format: 1,
        title: '',
        home: { subtitle: '', quizDescription: '', poster: { file: '', alt: '' } },
        faq: [],
        topics: [],
        questions: [],
      });
      const unknown = await api()
        .post('/api/packs')
        .set(admin)
        .send({ from_version: '0123456789abcdef' })
        .expect(404);
      expect(unknown.body.message).toBe('No pack version 0123456789abcdef to copy');
      const bad = await api().post('/api/packs').set(admin).send({ from_version: 'x' }).expect(400);
      expect(bad.body.message).toEqual(['from_version must be 16 lowercase hex digits']);
    });

    it('keeps the default pack read-only: its draft routes answer 409 saying to duplicate it', async () => {
      for (const response of [
        await api().get('/api/packs/piba/draft').set(admin),
        await save('piba', 1, defaultPackDocument),
        await upload('piba', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg'),
        await api().get('/api/packs/piba/draft/check').set(admin),
        await api().post('/api/packs/piba/publish').set(admin).send({ note: 'x' }),
      ]) {
        expect(response.status).toBe(409);
        expect(response.body.message).toMatch(/default pack .* is read-only.*duplicate it/);
      }
      await api().get('/api/packs/p-0000000000/draft').set(admin).expect(404);
      const bad = await api().get('/api/packs/NOT%20AN%20ID/draft').set(admin).expect(400);
      expect(bad.body.message).toMatch(/^id must be a pack id/);
    });

    it('saves a draft over its revision, and refuses a stale one with 409 stale_revision', async () => {
      const { id, document } = await duplicate();
      const changed = { ...document, title: 'Paket uji coba' };
      const saved = await save(id, 1, changed).expect(200);
      expect(saved.body).toEqual({ revision: 2, document: changed });
      const stale = await save(id, 1, { ...document, title: 'Lama' }).expect(409);
      expect(stale.body).toMatchObject({ code: 'stale_revision', revision: 2 });
      expect(stale.body.message).toMatch(/since revision 1; it is now at 2/);
      expect((await api().get(`/api/packs/${id}/draft`).set(admin)).body.document.title).toBe(
        'Paket uji coba',
      );
      // Two saves over one revision at once: exactly one is written.
      const both = await Promise.all([
        save(id, 2, { ...document, title: 'A' }),
        save(id, 2, { ...document, title: 'B' }),
      ]);
      expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
      const list = (await api().get('/api/packs').set(admin)).body.packs;
      expect(list.find((pack: { id: string }) => pack.id === id).draft.revision).toBe(3);
    });

    it('checks the draft of an autosave by its revision, without reading its document', async () => {
      const { id, document } = await duplicate();
      const drafts = testApp().app.get<Repository<PackDraftEntity>>(
        getRepositoryToken(PackDraftEntity),
      );
      const reads = [jest.spyOn(drafts, 'findOneBy'), jest.spyOn(drafts, 'findOne')];
      try {
        await save(id, 1, { ...document, title: 'Simpan otomatis' }).expect(200);
        await save(id, 1, document).expect(409);
        await save('p-0000000000', 1, document).expect(404);
        const selected = reads.flatMap((read) => read.mock.calls.map(([options]) => options));
        expect(selected).toHaveLength(4);
        for (const options of selected) {
          expect(options).toMatchObject({ select: { pack_id: true, revision: true } });
        }
      } finally {
        for (const read of reads) read.mockRestore();
      }
    });

    it('refuses an oversized body or document naming the limit, and an invalid one naming the field', async () => {
      const { id, document } = await duplicate();
      const huge = await save(id, 1, {
        ...document,
        faq: [{ question: 'x'.repeat(300_000), answer: '' }],
      });
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBe('Request body is larger than the 256kb limit.');
      const filler = Array.from({ length: 20 }, (_, i) => ({
        question: `Pertanyaan ${i}`,
        answer: 'y'.repeat(1_900),
      }));
      const big = {
        ...document,
        topics: document.topics.map((topic) =>
          topic.kind === 'deck'
            ? {
                ...topic,
                slides: topic.slides.map((slide) => ({
                  ...slide,
                  body: Array(20).fill('z'.repeat(1_000)),
                })),
              }
            : topic,
        ),
        faq: filler,
      };
      const tooBig = await save(id, 1, big);
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.message.join(' ')).toMatch(/^document: must be at most 204800 bytes/);
      const invalid = await save(id, 1, {
        ...document,
        questions: document.questions.map((q, i) => (i === 3 ? { ...q, options: 'A, B, C' } : q)),
      }).expect(400);
      expect(invalid.body.message.join('\n')).toContain('document.questions[3].options: ');
      // A question's name goes into the analysis's SQL: letters, digits and "_" only.
      const hyphen = await save(id, 1, {
        ...document,
        questions: document.questions.map((q, i) => (i === 0 ? { ...q, name: 'soal-1' } : q)),
      }).expect(400);
      expect(hyphen.body.message).toContain(
        'document.questions[0].name: must be 1–40 letters, digits or "_"',
      );
      const noRevision = await api()
        .put(`/api/packs/${id}/draft`)
        .set(admin)
        .send({ document })
        .expect(400);
      expect(noRevision.body.message).toContain('revision must be a whole number');
    });

    it('re-encodes an uploaded raster as WebP at most 1280 px wide, told by its content', async () => {
      const { id } = await duplicate();
      const png = await sharp({
        create: { width: 2400, height: 600, channels: 3, background: '#3a7' },
      })
        .png()
        .toBuffer();
      const uploaded = await upload(id, png, 'Jantung Manusia.png').expect(201);
      expect(uploaded.body).toEqual({
        file: 'jantung-manusia.webp',
        content_type: 'image/webp',
        bytes: expect.any(Number),
      });
      const served = await binary(
        api().get(`/api/packs/${id}/draft/drawings/jantung-manusia.webp`).set(admin),
      ).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 320 });
      expect(served.body.length).toBe(uploaded.body.bytes);

      // The same file again is the same drawing; a PNG named .svg is a PNG; another file of a
      // taken name gets a number.
      const repeated = await upload(id, png, 'Jantung Manusia.png').expect(201);
      expect(repeated.body.file).toBe('jantung-manusia.webp');
      const disguised = await upload(id, png, 'gambar.svg').expect(201);
      expect(disguised.body).toMatchObject({ file: 'gambar.webp', content_type: 'image/webp' });
      const small = await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#000' },
      })
        .jpeg()
        .toBuffer();
      const second = await upload(id, small, 'gambar.jpg').expect(201);
      expect(second.body.file).toBe('gambar-2.webp');
      const smallServed = await binary(
        api().get(`/api/packs/${id}/draft/drawings/gambar-2.webp`).set(admin),
      ).expect(200);
      // Narrower than the limit: kept at its size.
      expect((await sharp(smallServed.body as Buffer).metadata()).width).toBe(10);
    });

    it('keeps a clean SVG as it is and refuses one that could run or load something', async () => {
      const { id } = await duplicate();
      const svg = (inside: string, attributes = '') =>
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100"${attributes}>${inside}</svg>`,
        );
      const clean = svg(
        '<defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/>',
      );
      const kept = await upload(id, clean, 'bersih.svg').expect(201);
      expect(kept.body).toEqual({
        file: 'bersih.svg',
        content_type: 'image/svg+xml',
        bytes: clean.length,
      });
      const served = await binary(
        api().get(`/api/packs/${id}/draft/drawings/bersih.svg`).set(admin),
      ).expect(200);
      expect((served.body as Buffer).equals(clean)).toBe(true);
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      // A prolog of many comments is judged at once: the server stays free for every other request.
      const comments = '<!---->'.repeat(1500);
      const notSvg = await upload(id, Buffer.from(`${comments}x`), 'komentar.svg').expect(400);
      expect(notSvg.body.message).toBe(
        'file must be a PNG, JPEG, WebP or SVG image (told by its content)',
      );
      const commented = Buffer.from(
        `${comments}<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`,
      );
      await upload(id, commented, 'komentar.svg').expect(201);

      for (const [hostile, named] of [
        [svg('<script>alert(1)</script>'), 'a <script> element'],
        [svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), 'an event attribute'],
        [svg('<image href="https://example.com/x.png"/>'), 'a link to https://example.com/x.png'],
        [svg('<use xlink:href="http://evil.test/s.svg#a"/>'), 'a link to http://evil.test/s.svg#a'],
        [svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'a javascript: link'],
        [
          svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
          'a <foreignObject> element',
        ],
        [
          Buffer.from(
            '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
          ),
          'a DOCTYPE or an entity',
        ],
        [
          svg('<rect style="fill:url(https://evil.test/p)"/>'),
          'a style that loads https://evil.test/p',
        ],
      ] as const) {
        const refused = await upload(id, hostile, 'x.svg');
        expect(refused.status).toBe(400);
        expect(refused.body.message).toContain(named);
        expect(refused.body.message).toMatch(/which a drawing may not hold/);
      }
      const text = await upload(id, Buffer.from('Ini bukan gambar.'), 'catatan.png').expect(400);
      expect(text.body.message).toBe(
        'file must be a PNG, JPEG, WebP or SVG image (told by its content)',
      );
      const tooLarge = await upload(id, Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'besar.png').expect(
        413,
      );
      expect(tooLarge.body.message).toBe('file must be at most 2 MB');
      const none = await api()
        .post(`/api/packs/${id}/draft/drawings`)
        .set(admin)
        .send({})
        .expect(400);
      expect(none.body.message).toMatch(/^file is missing/);
      const other = await api()
        .post(`/api/packs/${id}/draft/drawings`)
        .set(admin)
        .attach('gambar', clean, 'a.svg')
        .expect(400);
      expect(other.body.message).toMatch(/field named file/);
    });

    it('refuses to publish with the instrument check’s blockers, answering them as problems', async () => {
      const { id, document } = await duplicate();
      const broken = {
        ...document,
        questions: document.questions.map((q, i) =>
          i === 0
            ? { ...q, options: q.options.map((option) => ({ ...option, text: q.options[0].text })) }
            : q,
        ),
      };
      await save(id, 1, broken).expect(200);
      const check = await api().get(`/api/packs/${id}/draft/check`).set(admin).expect(200);
      expect(check.body.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            rule: 'identical-options',
            severity: 'error',
            question: document.questions[0].name,
          }),
        ]),
      );
      const refused = await api()
        .post(`/api/packs/${id}/publish`)
        .set(admin)
        .send({ note: 'Coba' })
        .expect(422);
      expect(refused.body.message).toMatch(/^The draft cannot be published: \d+ problems?/);
      expect(refused.body.problems).toEqual(
        expect.arrayContaining([expect.objectContaining({ rule: 'identical-options' })]),
      );
      expect(
        refused.body.problems.every(
          (problem: { severity: string; reviewed?: boolean }) =>
            problem.severity === 'error' || !problem.reviewed,
        ),
      ).toBe(true);

      const empty = await api().post('/api/packs').set(admin).send({}).expect(201);
      const incomplete = await api()
        .post(`/api/packs/${empty.body.id}/publish`)
        .set(admin)
        .send({})
        .expect(422);
      expect(incomplete.body.message).toMatch(/^The draft is not complete: document\.\S+: /);
      expect(incomplete.body.errors.length).toBeGreaterThan(0);
      expect(await auditActions()).toEqual([]);
    });

    it('publishes a version anyone can read, immutable; the same content is the same version', async () => {
      const { id, document } = await duplicate();
      const changed = { ...document, title: 'PIBA untuk SMPN 1 Sleman' };
      await save(id, 1, changed).expect(200);
      const published = await api()
        .post(`/api/packs/${id}/publish`)
        .set(admin)
        .send({ note: 'Judul baru' })
        .expect(201);
      expect(published.body).toEqual({
        version: expect.stringMatching(/^[0-9a-f]{16}$/),
        answer_key_version: 'e125b284',
      });
      const { version } = published.body;
      expect(version).not.toBe(defaultVersion);
      const read = await api().get(`/api/pack-versions/${version}`).expect(200);
      expect(read.body).toEqual({ version, answer_key_version: 'e125b284', document: changed });
      expect(read.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await api().get(`/api/pack-versions/${version}/drawings/poster.svg`).expect(200);
      const again = await api()
        .post(`/api/packs/${id}/publish`)
        .set(admin)
        .send({ note: 'Lagi' })
        .expect(201);
      expect(again.body.version).toBe(version);
      const list = (await api().get('/api/packs').set(admin)).body.packs;
      expect(list.find((pack: { id: string }) => pack.id === id).versions).toEqual([
        {
          version,
          answer_key_version: 'e125b284',
          note: 'Lagi',
          published_at: expect.any(String),
          retired_at: null,
        },
      ]);
      // A version belongs to one pack: an unchanged copy of the default pack is not published.
      const copy = await duplicate();
      const same = await api()
        .post(`/api/packs/${copy.id}/publish`)
        .set(admin)
        .send({ note: 'Salinan' })
        .expect(409);
      expect(same.body.message).toBe(
        `Isi ini sudah diterbitkan sebagai versi ${defaultVersion} dari paket "${defaultPackDocument.title}" (piba). Ubah draf ini dulu, atau pakai versi itu untuk sesi.`,
      );
      const copied = (await api().get('/api/packs').set(admin)).body.packs;
      expect(copied.find((pack: { id: string }) => pack.id === copy.id).versions).toEqual([]);
      expect(await auditActions()).toEqual([
        ['pack-publish', `pack ${id}`, `version ${version}`],
        ['pack-publish', `pack ${id}`, `version ${version}`],
      ]);
    });

    it('retires a version: listed as retired, still readable, written to the audit log', async () => {
      const { id, document } = await duplicate();
      await save(id, 1, { ...document, title: 'Akan ditarik' }).expect(200);
      const { version } = (
        await api().post(`/api/packs/${id}/publish`).set(admin).send({}).expect(201)
      ).body;
      const retired = await api()
        .post(`/api/pack-versions/${version}/retire`)
        .set(admin)
        .expect(200);
      expect(retired.body).toEqual({ version, retired_at: expect.any(String) });
      const again = await api().post(`/api/pack-versions/${version}/retire`).set(admin).expect(200);
      expect(again.body.retired_at).toBe(retired.body.retired_at);
      const list = (await api().get('/api/packs').set(admin)).body.packs;
      expect(list.find((pack: { id: string }) => pack.id === id).versions[0].retired_at).toBe(
        retired.body.retired_at,
      );
      await api().get(`/api/pack-versions/${version}`).expect(200);
      await api().post('/api/pack-versions/0123456789abcdef/retire').set(admin).expect(404);
      await api().post('/api/pack-versions/nope/retire').set(admin).expect(400);
      expect((await auditActions())[0]).toEqual(['pack-retire', `pack version ${version}`, null]);
      await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 2', pack_version: version })
        .expect(400);

      // Publishing the same content again puts the version back in use, with its new note.
      const republished = await api()
        .post(`/api/packs/${id}/publish`)
        .set(admin)
        .send({ note: 'Dipakai lagi' })
        .expect(201);
      expect(republished.body.version).toBe(version);
      const back = (await api().get('/api/packs').set(admin)).body.packs;
      expect(back.find((pack: { id: string }) => pack.id === id).versions[0]).toMatchObject({
        version,
        note: 'Dipakai lagi',
        retired_at: null,
      });
      await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 2', pack_version: version })
        .expect(201);
    });

    it('keeps every writing route to the admin key', async () => {
      const { id } = await duplicate();
      const session = await api()
        .post('/api/sessions')
        .set(admin)
        .send({ name: 'SMPN 10' })
        .expect(201);
      const asSession = { 'X-Teacher-Key': session.body.teacher_key };
      for (const request of [
        api().post('/api/packs').set(asSession).send({}),
        api().get(`/api/packs/${id}/draft`).set(asSession),
        api().put(`/api/packs/${id}/draft`).set(asSession).send({ revision: 1, document: {} }),
        api()
          .post(`/api/packs/${id}/draft/drawings`)
          .set(asSession)
          .attach('file', Buffer.from('x'), 'x.png'),
        api().get(`/api/packs/${id}/draft/drawings/poster.svg`).set(asSession),
        api().get(`/api/packs/${id}/draft/check`).set(asSession),
        api().post(`/api/packs/${id}/publish`).set(asSession).send({}),
        api().post(`/api/pack-versions/${defaultVersion}/retire`).set(asSession),
      ]) {
        const response = await request;
        expect(response.status).toBe(403);
        expect(response.body.message).toMatch(/needs the admin key/);
      }
      await api().get(`/api/packs/${id}/draft`).expect(401);
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
