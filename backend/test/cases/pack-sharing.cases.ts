import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseGift } from 'gift-pegjs';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import type { AuditEntry } from '@piba/shared';
import {
  PackDrawingEntity,
  PackEntity,
  PackVersionDrawingEntity,
  PackVersionEntity,
} from '../../src/packs/pack.entities.js';
import { PackVersionsService } from '../../src/packs/pack-versions.service.js';
import { PackSharingService } from '../../src/packs/sharing/sharing.service.js';
import { type Cases, http } from '../support/history-api.js';
import { TEACHER_KEY } from '../support/teacher-key.js';
import { publishCopy } from '../support/test-pack.js';
import { declaringSize, entriesOf, reManifested, renamed, zipOf } from '../support/zip-entries.js';

/** The request with its response body read as bytes, whatever its content type. */
const asBytes = (test: Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** Cases for an app started with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key). */
export const packSharingCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const api = () => http(testApp());
  const importZip = (zip: Buffer, name = 'pack.zip') =>
    api().post('/api/packs/import').set(admin).attach('file', zip, name);
  const exported = async (version: string): Promise<Buffer> =>
    (await asBytes(api().get(`/api/pack-versions/${version}/export.zip`).set(admin)).expect(200))
      .body as Buffer;
  const stored = async () => ({
    packs: await testApp().dataSource.getRepository(PackEntity).count(),
    versions: await testApp().dataSource.getRepository(PackVersionEntity).count(),
    names: await testApp().dataSource.getRepository(PackVersionDrawingEntity).count(),
  });
  const audit = async (): Promise<AuditEntry[]> =>
    (await api().get('/api/audit?pageSize=200').set(admin).expect(200)).body.data;

  /** The .zip of a published copy of the default pack, by the export's own code. */
  let custom: { version: string; answerKeyVersion: string };
  let zip: Buffer;
  beforeAll(async () => {
    custom = await publishCopy(testApp(), 'Paket Bagikan');
    zip = await exported(custom.version);
  });

  /** Another server: the version and its pack are gone from the tables, and from memory. */
  async function forget(version: string): Promise<void> {
    const { dataSource } = testApp();
    const row = await dataSource.getRepository(PackVersionEntity).findOneByOrFail({ version });
    await dataSource.getRepository(PackVersionDrawingEntity).delete({ version });
    await dataSource.getRepository(PackVersionEntity).delete({ version });
    await dataSource.getRepository(PackEntity).delete({ id: row.pack_id });
  }

  describe('lesson packs: sharing a version', () => {
    it('exports a version as a .zip an admin downloads, the same bytes each time, and logs it', async () => {
      const response = await asBytes(
        api().get(`/api/pack-versions/${custom.version}/export.zip`).set(admin),
      ).expect(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="piba-pack-${custom.version}.zip"`,
      );
      expect((response.body as Buffer).equals(zip)).toBe(true);
      const paths = (await entriesOf(zip)).map(([path]) => path);
      expect(paths.slice(0, 2)).toEqual(['manifest.json', 'pack.json']);
      expect(paths.slice(2).every((path) => path.startsWith('drawings/'))).toBe(true);
      expect(await audit()).toContainEqual(
        expect.objectContaining({
          actor: 'admin',
          action: 'pack-export',
          target: `pack version ${custom.version}`,
          detail: 'as zip',
        }),
      );
    });

    it('imports the .zip on a server without the version: the same version id and answer-key version', async () => {
      const { dataSource } = testApp();
      // The export as another server made it: a service of its own, never asked for the version.
      const elsewhere = new PackVersionsService(
        dataSource.getRepository(PackVersionEntity),
        dataSource.getRepository(PackVersionDrawingEntity),
        dataSource.getRepository(PackDrawingEntity),
        testApp().app.get(DataSource),
      );
      const other = await publishCopy(testApp(), 'Paket Sekolah Lain', elsewhere);
      const otherZip = await new PackSharingService(elsewhere, dataSource).exportZip(other.version);
      await forget(other.version);
      const before = await stored();

      const response = await importZip(otherZip).expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^p-[0-9a-f]{10}$/),
        version: other.version,
        answer_key_version: other.answerKeyVersion,
        created: true,
      });
      expect(other.answerKeyVersion).not.toBe('e125b284');
      const after = await stored();
      expect(after.packs).toBe(before.packs + 1);
      expect(after.versions).toBe(before.versions + 1);

      const body = (await api().get(`/api/pack-versions/${other.version}`).expect(200)).body;
      expect(body.document.title).toBe('Paket Sekolah Lain');
      expect(body.answer_key_version).toBe(other.answerKeyVersion);
      // Stored as exported: exported again, the same bytes.
      expect((await exported(other.version)).equals(otherZip)).toBe(true);
      const { body: list } = await api().get('/api/packs').set(admin).expect(200);
      expect(list.packs).toContainEqual(
        expect.objectContaining({
          id: response.body.id,
          title: 'Paket Sekolah Lain',
          is_default: false,
          versions: [expect.objectContaining({ version: other.version })],
        }),
      );
      expect(await audit()).toContainEqual(
        expect.objectContaining({
          action: 'pack-import',
          target: `pack version ${other.version}`,
          detail: `as pack ${response.body.id}`,
        }),
      );
    });

    it('answers a version the server holds already with its pack, adding nothing', async () => {
      const before = await stored();
      const response = await importZip(zip).expect(201);
      expect(response.body).toMatchObject({ version: custom.version, created: false });
      expect(await stored()).toEqual(before);
    });

    describe('refuses, with the fault named and nothing stored', () => {
      const refused = async (bad: Buffer, status: number, message: string | RegExp) => {
        const before = await stored();
        const response = await importZip(bad);
        expect(response.status).toBe(status);
        if (typeof message === 'string') expect(response.body.message).toBe(message);
        else expect(response.body.message).toMatch(message);
        expect(await stored()).toEqual(before);
      };

      it('a path outside the zip (zip slip)', async () => {
        const entries = await entriesOf(zip);
        const bad = renamed(
          await zipOf([...entries, ['zz/evil.svg', Buffer.from('<svg/>')]]),
          'zz/evil.svg',
          '../evil.svg',
        );
        await refused(
          bad,
          400,
          /^The zip holds an entry path outside the zip \(invalid relative path: \.\.\/evil\.svg\)/,
        );
      });

      it('more than 200 entries', async () => {
        const many = Array.from({ length: 201 }, (_, index): [string, Buffer] => [
          `drawings/${index}.svg`,
          Buffer.from('<svg/>'),
        ]);
        await refused(
          await zipOf(many),
          400,
          'The zip holds 201 entries; a lesson pack holds at most 200',
        );
      });

      it('an entry over 2 MB uncompressed, and a zip bomb whose header lies', async () => {
        const entries = await entriesOf(zip);
        const big = Buffer.alloc(3 * 1024 * 1024);
        await refused(
          await zipOf([...entries, ['drawings/big.svg', big]]),
          400,
          'drawings/big.svg is 3145728 bytes uncompressed; an entry may hold at most 2 MB',
        );
        const bomb = declaringSize(
          await zipOf([['drawings/bomb.svg', Buffer.alloc(64 * 1024 * 1024)], ...entries]),
          'drawings/bomb.svg',
          100,
        );
        expect(bomb.length).toBeLessThan(1024 * 1024);
        await refused(
          bomb,
          400,
          /^drawings\/bomb\.svg cannot be read: too many bytes in the stream/,
        );
      });

      it('a drawing changed after export (checksum)', async () => {
        const entries = await entriesOf(zip);
        const changed = entries.map(([path, bytes]): [string, Buffer] => [
          path,
          path === 'drawings/poster.svg'
            ? Buffer.from(bytes.toString().replace('</svg>', '<g/></svg>'))
            : bytes,
        ]);
        await refused(
          await zipOf(changed),
          400,
          /^The checksum of drawings\/poster\.svg does not match: manifest\.json says SHA-256 [0-9a-f]{64}, its bytes hash to [0-9a-f]{64}/,
        );
      });

      it('a document that is not a valid pack, naming the field', async () => {
        const entries = await entriesOf(zip);
        const invalid = entries.map(([path, bytes]): [string, Buffer] => {
          if (path !== 'pack.json') return [path, bytes];
          const document = JSON.parse(bytes.toString()) as { questions: unknown[] };
          return [
            path,
            Buffer.from(JSON.stringify({ ...document, questions: document.questions.slice(0, 2) })),
          ];
        });
        await refused(
          await zipOf(reManifested(invalid)),
          400,
          /^pack\.json is not a valid lesson pack: questions/,
        );
      });

      it('a document changed after export with its checksums made to match (another version)', async () => {
        const entries = await entriesOf(zip);
        const edited = entries.map(([path, bytes]): [string, Buffer] => {
          if (path !== 'pack.json') return [path, bytes];
          const document = JSON.parse(bytes.toString()) as { title: string };
          return [path, Buffer.from(JSON.stringify({ ...document, title: 'Diubah' }))];
        });
        await refused(
          await zipOf(reManifested(edited)),
          400,
          new RegExp(
            `^manifest\\.json names version ${custom.version}, but pack\\.json and the drawings make version [0-9a-f]{16}`,
          ),
        );
      });

      it('a drawing that is not a drawing, a missing file, a file over 10 MB', async () => {
        const entries = await entriesOf(zip);
        const script = entries.map(([path, bytes]): [string, Buffer] => [
          path,
          path === 'drawings/poster.svg'
            ? Buffer.from('<svg><script>alert(1)</script></svg>')
            : bytes,
        ]);
        await refused(
          await zipOf(reManifested(script)),
          400,
          /^drawings\/poster\.svg: file is an SVG with a <script> element/,
        );
        await refused(Buffer.from('not a zip'), 400, /^The file is not a readable zip/);
        const none = await api().post('/api/packs/import').set(admin).field('note', 'x');
        expect(none.status).toBe(400);
        expect(none.body.message).toBe('file must be a .zip exported by a PIBA server');
        await refused(Buffer.alloc(10 * 1024 * 1024 + 1), 413, 'file must be at most 10 MB');
      });
    });

    it('writes the questions as Moodle XML and GIFT that parse, for the admin key only', async () => {
      const xml = await api()
        .get(`/api/pack-versions/${custom.version}/moodle.xml`)
        .set(admin)
        .expect(200);
      expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(XMLValidator.validate(xml.text)).toBe(true);
      const quiz = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '',
        parseTagValue: false,
        isArray: (name) => name === 'question' || name === 'answer',
      }).parse(xml.text) as {
        quiz: { question: Array<{ type: string; name?: { text: string }; answer?: unknown[] }> };
      };
      const questions = quiz.quiz.question.filter((question) => question.type === 'multichoice');
      expect(questions.map((question) => question.name?.text)).toEqual(
        Array.from({ length: questions.length }, (_, index) => `soal${index + 1}`),
      );
      expect(questions.every((question) => question.answer?.length === 3)).toBe(true);

      const text = await api()
        .get(`/api/pack-versions/${custom.version}/gift.txt`)
        .set(admin)
        .expect(200);
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
      const gift = parseGift(text.text).filter((question) => question.type === 'MC');
      expect(gift.map((question) => (question as { title: string }).title)).toEqual(
        questions.map((question) => question.name?.text),
      );

      await api().get(`/api/pack-versions/${custom.version}/gift.txt`).expect(401);
      await api().get(`/api/pack-versions/${custom.version}/export.zip`).expect(401);
      await api().post('/api/packs/import').attach('file', zip, 'pack.zip').expect(401);
      const unknown = await api()
        .get('/api/pack-versions/0123456789abcdef/moodle.xml')
        .set(admin)
        .expect(404);
      expect(unknown.body.message).toBe('No pack version 0123456789abcdef');
    });
  });
};
