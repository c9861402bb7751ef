import { type Cases, http, specPayload } from '../support/history-api.js';

export const failureModeCases: Cases = (testApp) => {
  describe('failure modes', () => {
    it('answers malformed JSON with 400 and stores nothing', async () => {
      const response = await http(testApp())
        .post('/api/history')
        .set('Content-Type', 'application/json')
        .send('{"score": "7/10",')
        .expect(400);
      expect(response.body.message).toMatch(/^Request body is not valid JSON/);
      expect(await testApp().records.count()).toBe(0);
    });

    it('answers a body over 16 KB with 413 and stores nothing', async () => {
      const body = { ...specPayload, name: 'x'.repeat(17 * 1024) };
      const response = await http(testApp()).post('/api/history').send(body).expect(413);
      expect(response.body).toMatchObject({ statusCode: 413, message: /16kb limit/ });
      expect(await testApp().records.count()).toBe(0);
    });

    it.each([
      ['a JSON array', [specPayload]],
      ['a JSON string', '"7/10"'],
    ])('answers %s with 400', async (_, body) => {
      await http(testApp())
        .post('/api/history')
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body))
        .expect(400);
      expect(await testApp().records.count()).toBe(0);
    });

    it('answers an unknown /api path with 404 JSON', async () => {
      const response = await http(testApp()).get('/api/nothing-here').expect(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toMatchObject({
        statusCode: 404,
        message: 'Cannot GET /api/nothing-here',
      });
    });

    it('does not reveal the framework', async () => {
      const response = await http(testApp()).get('/api/health');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('GET /api/health', () => {
    it('reports the database up', async () => {
      const response = await http(testApp()).get('/api/health').expect(200);
      expect(response.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });
  });

  describe('schema', () => {
    it('was built from empty by the migrations at start', async () => {
      const { dataSource } = testApp();
      const applied = await dataSource.query('SELECT name FROM migrations');
      expect(applied.map((row: { name: string }) => row.name)).toEqual([
        'CreateHistoryRecords1763700000000',
        'AddSubmissionId1763800000000',
        'AddParticipantAndAnswers1763900000000',
        'IndexesForTeacherQueries1764000000000',
        'OneCollation1764100000000',
        'ClassPageInIndexOrder1764200000000',
        'AddAnswerKeyVersion1764300000000',
        'AddSessions1764400000000',
        'NaturalSortKeys1764500000000',
        'ChildrensData1764600000000',
        'MaterialsSeenFirst1764700000000',
        'AddLessonPacks1764800000000',
        'ResearchDesigns1764900000000',
        'ArrivalOrder1765000000000',
      ]);
      expect(await dataSource.showMigrations()).toBe(false);
      const queryRunner = dataSource.createQueryRunner();
      const table = await queryRunner.getTable('history_records');
      await queryRunner.release();
      expect(table?.indices.map((index) => index.name).sort()).toEqual([
        'idx_history_class_created',
        'idx_history_class_percentage',
        'idx_history_class_sort',
        'idx_history_created_at',
        'idx_history_name_sort',
        'idx_history_participant_id',
        'idx_history_pseudonymised_created',
        'idx_history_session_created',
        'idx_history_type',
        'uq_history_submission_id',
      ]);
      // A class's page is read in this index's order (created_at, then id), without a sort.
      const classIndex = table?.indices.find((index) => index.name === 'idx_history_class_created');
      expect(classIndex?.columnNames).toEqual([
        'class_room',
        'created_at',
        'id',
        'is_pretest',
        'is_posttest',
        'percentage',
      ]);
    });
  });

  describe('OpenAPI', () => {
    it('documents the history endpoints at /api/docs', async () => {
      const response = await http(testApp()).get('/api/docs-json').expect(200);
      expect(Object.keys(response.body.paths)).toEqual(
        expect.arrayContaining(['/api/history', '/api/health']),
      );
      expect(response.body.components.schemas.CreateHistoryRecordDto.required).toEqual(
        expect.arrayContaining(['score', 'percentage', 'is_pretest', 'is_posttest']),
      );
    });
  });
};
