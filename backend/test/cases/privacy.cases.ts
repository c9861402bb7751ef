import { parseCsv } from '../support/csv.js';
import { type Cases, http, specPayload } from '../support/history-api.js';

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Children's data: what a probe of the API with hostile input and a shared computer finds. */
export const privacyCases: Cases = (testApp) => {
  describe('hostile input', () => {
    const post = (body: string) =>
      http(testApp()).post('/api/history').set('Content-Type', 'application/json').send(body);

    it('refuses a body nested deeper than 8 levels with 400, and stores nothing', async () => {
      const body = JSON.stringify(specPayload).replace('"Siti Aminah"', deep(5000));
      const response = await post(body).expect(400);
      expect(response.body.message).toBe('Request body is nested deeper than 8 levels.');
      expect(await testApp().records.count()).toBe(0);
    });

    it.each(['__proto__', 'constructor', 'prototype'])(
      'refuses a "%s" key with 400 as an unknown field, and stores nothing',
      async (key) => {
        const body = JSON.stringify({ ...specPayload, [key]: { isAdmin: true } });
        const response = await post(body).expect(400);
        expect(response.body.message).toBe(`property ${key} should not exist`);
        expect(await testApp().records.count()).toBe(0);
      },
    );

    it('refuses such a key on the sessions route too', async () => {
      const response = await http(testApp())
        .post('/api/sessions')
        .set('Content-Type', 'application/json')
        .send('{"name":"SMP A","__proto__":{"open":false}}')
        .expect(400);
      expect(response.body.message).toBe('property __proto__ should not exist');
    });

    it('stores a name and class in one Unicode form, without control or direction-override characters', async () => {
      const saved = await http(testApp())
        .post('/api/history')
        .send({
          ...specPayload,
          name: ' Jose\u0301\u0000 \u202eAni\u202c\t',
          class_room: '\u20668A\u2069',
        })
        .expect(201);
      expect(saved.body).toMatchObject({ name: 'Jos\u00e9 Ani', class_room: '8A' });
      const [row] = await testApp().records.find();
      expect(row).toMatchObject({ name: 'Jos\u00e9 Ani', class_room: '8A' });
    });

    it('exports a name with a semicolon quoted, and a formula neutralised', async () => {
      await http(testApp())
        .post('/api/history')
        .send({ ...specPayload, name: '=1+1;=HYPERLINK("x")' })
        .expect(201);
      const csv = await http(testApp()).get('/api/history/export.csv').expect(200);
      expect(csv.text).toContain(`"'=1+1;=HYPERLINK(""x"")"`);
      expect(parseCsv(csv.text)[1][0]).toBe(`'=1+1;=HYPERLINK("x")`);
    });
  });

  describe('what a shared computer keeps', () => {
    it.each([
      '/api/history',
      '/api/history/classes',
      '/api/history/export.csv',
      '/api/analytics',
      '/api/sessions',
      '/api/teacher/me',
    ])('GET %s is sent with Cache-Control: no-store', async (path) => {
      const response = await http(testApp()).get(path).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('turns off camera, microphone and location, and keeps autoplay and fullscreen for the video', async () => {
      const response = await http(testApp()).get('/api/history').expect(200);
      const policy = response.headers['permissions-policy'];
      expect(policy).toMatch(/camera=\(\)/);
      expect(policy).toMatch(/microphone=\(\)/);
      expect(policy).toMatch(/geolocation=\(\)/);
      expect(policy).toMatch(/autoplay=\(self "https:\/\/www.youtube-nocookie.com"\)/);
      expect(policy).toMatch(/fullscreen=\(self "https:\/\/www.youtube-nocookie.com"\)/);
    });

    it('sends no HSTS without an https PUBLIC_URL: a school LAN may serve plain HTTP', async () => {
      const response = await http(testApp()).get('/api/history').expect(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('says the server is open without an admin key, an answer the browser may keep an hour', async () => {
      const response = await http(testApp()).get('/api/teacher/access').expect(200);
      expect(response.body).toEqual({ open_access: true, trash_days: 30, retention_months: 24 });
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    });
  });
};
