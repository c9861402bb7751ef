import { defaultPackDocument, type PackDocument } from '@piba/shared';
import { PackDraftDrawingEntity, PackDraftEntity } from '../../src/packs/pack.entities.js';
import { type Cases, http } from '../support/history-api.js';
import { TEACHER_KEY } from '../support/teacher-key.js';

/**
 * "Revisi soal" on the analysis: the draft a session's version is revised in. Cases for an app
 * started with TEACHER_ACCESS_KEY=TEACHER_KEY (the admin key).
 */
export const packRevisionCases: Cases = (testApp) => {
  const admin = { 'X-Teacher-Key': TEACHER_KEY };
  const api = () => http(testApp());
  let defaultVersion: string;

  const revise = (version: string) => api().post('/api/packs/revise').set(admin).send({ version });
  const draftOf = async (id: string) =>
    (await api().get(`/api/packs/${id}/draft`).set(admin).expect(200)).body as {
      revision: number;
      document: PackDocument;
    };
  /** A pack of its own with one published version (its title changed from the default's). */
  const publishedPack = async (title: string) => {
    const { id } = (
      await api().post('/api/packs').set(admin).send({ from_version: defaultVersion }).expect(201)
    ).body as { id: string };
    const document = { ...defaultPackDocument, title };
    await api()
      .put(`/api/packs/${id}/draft`)
      .set(admin)
      .send({ revision: 1, document })
      .expect(200);
    const { version } = (
      await api().post(`/api/packs/${id}/publish`).set(admin).send({}).expect(201)
    ).body as { version: string };
    return { id, version, document };
  };

  describe('lesson packs: the draft to revise a version’s questions in', () => {
    beforeAll(async () => {
      defaultVersion = (await api().get('/api/pack-versions/default').expect(200)).body.version;
    });

    it("opens the pack's own draft as it is when it equals the version", async () => {
      const { id, version } = await publishedPack('Revisi: draf sama');
      const before = await draftOf(id);
      const { body } = await revise(version).expect(200);
      expect(body).toEqual({ id, draft: 'opened', same_as_version: true });
      expect(await draftOf(id)).toEqual(before);
    });

    it('never overwrites a draft with other changes: it is opened as it is, and said to differ', async () => {
      const { id, version, document } = await publishedPack('Revisi: draf berubah');
      const changed = { ...document, title: 'Sedang ditulis ulang' };
      await api()
        .put(`/api/packs/${id}/draft`)
        .set(admin)
        .send({ revision: 2, document: changed })
        .expect(200);
      const { body } = await revise(version).expect(200);
      expect(body).toEqual({ id, draft: 'opened', same_as_version: false });
      expect(await draftOf(id)).toEqual({ revision: 3, document: changed });
      const packs = (await api().get('/api/packs').set(admin)).body.packs as { id: string }[];
      expect(packs.filter((pack) => pack.id === id)).toHaveLength(1);
    });

    it('makes the draft of a pack that has none from the version, with its drawings', async () => {
      const { id, version, document } = await publishedPack('Revisi: tanpa draf');
      const dataSource = testApp().dataSource;
      await dataSource.getRepository(PackDraftDrawingEntity).delete({ pack_id: id });
      await dataSource.getRepository(PackDraftEntity).delete({ pack_id: id });
      await api().get(`/api/packs/${id}/draft`).set(admin).expect(404);
      const { body } = await revise(version).expect(200);
      expect(body).toEqual({ id, draft: 'created', same_as_version: true });
      expect(await draftOf(id)).toEqual({ revision: 1, document });
      await api().get(`/api/packs/${id}/draft/drawings/poster.svg`).set(admin).expect(200);
      // Asked again: the draft just made is opened, not made twice.
      expect((await revise(version).expect(200)).body).toEqual({
        id,
        draft: 'opened',
        same_as_version: true,
      });
    });

    it('copies a version of the read-only default pack into a new pack', async () => {
      const { body } = await revise(defaultVersion).expect(200);
      expect(body).toEqual({
        id: expect.stringMatching(/^p-[0-9a-f]{10}$/),
        draft: 'duplicated',
        same_as_version: true,
      });
      expect(await draftOf(body.id)).toEqual({ revision: 1, document: defaultPackDocument });
      await api().get('/api/packs/piba/draft').set(admin).expect(409);
    });

    it('answers 404 for an unknown version, 400 for a malformed one, and nothing to a session key', async () => {
      await revise('0123456789abcdef').expect(404);
      const malformed = await revise('../piba').expect(400);
      expect(JSON.stringify(malformed.body)).toContain('version must be 16 lowercase hex digits');
      await api().post('/api/packs/revise').set(admin).send({}).expect(400);
      await api().post('/api/packs/revise').send({ version: defaultVersion }).expect(401);
    });
  });
};
