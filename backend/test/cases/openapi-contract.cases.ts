import { randomUUID } from 'node:crypto';
import { answerKeyVersion, questions, TEACHER_KEY_HEADER } from '@piba/shared';
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import type { Response } from 'supertest';
import { previewOpenApiDocument } from '../../src/app.setup.js';
import { answersScoring } from '../support/answers.js';
import { type Cases, http, seedRows, specPayload } from '../support/history-api.js';
import {
  documentedRoutes,
  OpenApiContract,
  type Operation,
  registeredRoutes,
} from '../support/openapi-contract.js';
import { TEACHER_KEY } from '../support/teacher-key.js';

const result = (correct: number, test: 'pre' | 'post', participant: string, classRoom: string) => ({
  submission_id: randomUUID(),
  participant_id: participant,
  answers: answersScoring(correct),
  answer_key_version: answerKeyVersion(questions),
  name: `Siswa ${participant.slice(0, 4)}`,
  class_room: classRoom,
  score: `${correct}/10`,
  percentage: correct * 10,
  is_pretest: test === 'pre',
  is_posttest: test === 'post',
});

/** Cases for an app started with TEACHER_ACCESS_KEY=TEACHER_KEY. */
export const openApiContractCases: Cases = (testApp) => {
  describe('the OpenAPI document at /api/docs-json', () => {
    let document: OpenAPIObject;
    let contract: OpenApiContract;
    const expectConforms = (operation: Operation, response: Response) =>
      expect(contract.problems(operation, response)).toEqual([]);
    const teacher = <T extends { set(name: string, value: string): T }>(request: T) =>
      request.set(TEACHER_KEY_HEADER, TEACHER_KEY);

    beforeAll(async () => {
      document = (await http(testApp()).get('/api/docs-json').expect(200)).body;
      contract = new OpenApiContract(document);
    });

    it('is the document npm run lint:openapi lints, built without a database', async () => {
      const { AppModule } = await import('../../src/app.module.js');
      expect(await previewOpenApiDocument(AppModule)).toEqual(document);
    });

    it('documents every route the server registers, and no route it does not', () => {
      const registered = registeredRoutes(testApp().app);
      expect(registered).toEqual(expect.arrayContaining(['post /api/history', 'get /api/health']));
      expect(documentedRoutes(document).sort()).toEqual([...registered].sort());
    });

    it('gives every answer but 204 and 304 (which have no body) a schema', () => {
      const withoutSchema = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item as Record<string, OperationObject>).flatMap(([method, operation]) =>
          Object.entries(operation.responses)
            .filter(([status, response]) => {
              const content = (response as ResponseObject).content ?? {};
              return !['204', '304'].includes(status) && !Object.values(content)[0]?.schema;
            })
            .map(([status]) => `${method} ${path} ${status}`),
        ),
      );
      expect(withoutSchema).toEqual([]);
    });

    it('describes a saved result, a retry and a conflicting retry', async () => {
      const body = result(7, 'pre', randomUUID(), '8A');
      const post = () => http(testApp()).post('/api/history');
      expectConforms('post /api/history', await post().send(body).expect(201));
      expectConforms('post /api/history', await post().send(body).expect(200));
      expectConforms(
        'post /api/history',
        await post()
          .send({ ...body, name: 'Nama lain' })
          .expect(409),
      );
      expectConforms('post /api/history', await post().send(specPayload).expect(201));
    });

    it('describes the 4xx answers of saving', async () => {
      const post = () => http(testApp()).post('/api/history');
      expectConforms(
        'post /api/history',
        await post()
          .send({ ...specPayload, score: 7 })
          .expect(400),
      );
      expectConforms(
        'post /api/history',
        await post().set('Content-Type', 'application/json').send('{"name":').expect(400),
      );
      expectConforms(
        'post /api/history',
        await post()
          .send({ ...specPayload, name: 'x'.repeat(17 * 1024) })
          .expect(413),
      );
      expectConforms(
        'post /api/history',
        await post()
          .set('Content-Type', 'application/json; charset=latin1')
          .send(JSON.stringify(specPayload))
          .expect(415),
      );
    });

    it('describes a page of results, the classes and the CSV', async () => {
      await http(testApp())
        .post('/api/history')
        .send(result(4, 'pre', randomUUID(), '8A'));
      await seedRows(testApp(), [
        { name: null, class_room: null },
        { name: 'Budi', class_room: '8B' },
      ]);
      const page = await teacher(http(testApp()).get('/api/history?pageSize=2')).expect(200);
      expect(page.body.data).toHaveLength(2);
      expectConforms('get /api/history', page);
      expectConforms(
        'get /api/history',
        await teacher(http(testApp()).get('/api/history?q=nobody')).expect(200),
      );
      expectConforms(
        'get /api/history',
        await teacher(http(testApp()).get('/api/history?page=0')).expect(400),
      );
      expectConforms('get /api/history', await http(testApp()).get('/api/history').expect(401));
      expectConforms(
        'get /api/history/classes',
        await teacher(http(testApp()).get('/api/history/classes')).expect(200),
      );
      expectConforms(
        'get /api/history/export.csv',
        await teacher(http(testApp()).get('/api/history/export.csv')).expect(200),
      );
      expectConforms(
        'get /api/history/export.csv',
        await teacher(http(testApp()).get('/api/history/export.csv?type=both')).expect(400),
      );
    });

    it('describes deleting', async () => {
      const [record] = await seedRows(testApp(), [{ name: 'Salah input' }]);
      const remove = (id: string | number) => teacher(http(testApp()).delete(`/api/history/${id}`));
      expectConforms('delete /api/history/{id}', await remove(record.id).expect(204));
      expectConforms('delete /api/history/{id}', await remove(record.id).expect(404));
      expectConforms('delete /api/history/{id}', await remove('abc').expect(400));
    });

    it('describes the analysis, with and without results', async () => {
      const analytics = () => teacher(http(testApp()).get('/api/analytics'));
      expectConforms('get /api/analytics', await analytics().expect(200));
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      for (const body of [
        result(3, 'pre', a, '8A'),
        result(8, 'post', a, '8A'),
        result(6, 'pre', b, '8A'),
        result(5, 'post', b, '8A'),
        result(10, 'pre', c, '8B'),
      ]) {
        await http(testApp()).post('/api/history').send(body).expect(201);
      }
      const report = await analytics().expect(200);
      expect(report.body.questions[0].pre.p).not.toBeNull();
      expect(report.body.pairs).toHaveLength(2);
      expect(report.body.withoutPosttest).toHaveLength(1);
      expectConforms('get /api/analytics', report);
      expectConforms(
        'get /api/analytics',
        await teacher(http(testApp()).get('/api/analytics?classRoom=8A')).expect(200),
      );
      expectConforms(
        'get /api/analytics',
        await teacher(http(testApp()).get('/api/analytics?kelas=8A')).expect(400),
      );
      expectConforms('get /api/analytics', await http(testApp()).get('/api/analytics').expect(401));
    });

    it('describes sessions, a result with an unknown code and what a key opens', async () => {
      const created = await teacher(http(testApp()).post('/api/sessions'))
        .send({ name: 'SMPN 1 Sleman' })
        .expect(201);
      expectConforms('post /api/sessions', created);
      expectConforms(
        'post /api/sessions',
        await teacher(http(testApp()).post('/api/sessions')).send({}).expect(400),
      );
      const { code, teacher_key } = created.body;
      const asSession = <T extends { set(name: string, value: string): T }>(request: T) =>
        request.set(TEACHER_KEY_HEADER, teacher_key);
      expectConforms(
        'post /api/sessions',
        await asSession(http(testApp()).post('/api/sessions')).send({ name: 'x' }).expect(403),
      );
      await http(testApp())
        .post('/api/history')
        .send({ ...specPayload, session_code: code })
        .expect(201);
      expectConforms(
        'get /api/sessions',
        await teacher(http(testApp()).get('/api/sessions')).expect(200),
      );
      expectConforms(
        'get /api/sessions/{code}',
        await http(testApp()).get(`/api/sessions/${code}`).expect(200),
      );
      expectConforms(
        'get /api/sessions/{code}',
        await http(testApp()).get('/api/sessions/ZZZZZZ').expect(404),
      );
      expectConforms(
        'post /api/sessions/{code}/key',
        await teacher(http(testApp()).post(`/api/sessions/${code}/key`)).expect(200),
      );
      expectConforms(
        'patch /api/sessions/{code}',
        await teacher(http(testApp()).patch(`/api/sessions/${code}`))
          .send({ open: false })
          .expect(200),
      );
      expectConforms(
        'post /api/history',
        await http(testApp())
          .post('/api/history')
          .send({ ...specPayload, session_code: 'ZZZZZZ' })
          .expect(201),
      );
      expectConforms(
        'get /api/teacher/me',
        await teacher(http(testApp()).get('/api/teacher/me')).expect(200),
      );
      expectConforms(
        'get /api/analytics',
        await teacher(http(testApp()).get(`/api/analytics?session=${code}`)).expect(200),
      );
    });

    it('describes the health check', async () => {
      expectConforms('get /api/health', await http(testApp()).get('/api/health').expect(200));
    });

    it('describes the video source', async () => {
      const answer = await http(testApp()).get('/api/video').expect(200);
      expect(answer.body).toEqual({ url: null });
      expectConforms('get /api/video', answer);
    });

    it('fails an answer that does not match its schema', async () => {
      const saved = await http(testApp()).post('/api/history').send(specPayload).expect(201);
      const altered = (body: object) => ({ ...saved, body }) as Response;
      const { created_at: _, ...withoutTime } = saved.body;
      expect(contract.problems('post /api/history', altered(withoutTime))).toEqual([
        expect.stringContaining("must have required property 'created_at'"),
      ]);
      expect(
        contract.problems('post /api/history', altered({ ...saved.body, grade: 'A' })),
      ).toEqual([expect.stringContaining('must NOT have additional properties')]);
      expect(contract.problems('post /api/history', altered({ ...saved.body, name: 7 }))).toEqual([
        expect.stringContaining('/name must be string'),
      ]);
      expect(contract.problems('post /api/history', { ...saved, status: 202 } as Response)).toEqual(
        ['post /api/history does not document status 202'],
      );
    });
  });
};
