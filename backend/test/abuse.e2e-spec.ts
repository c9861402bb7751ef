import type { Response } from 'supertest';
import { createMysqlDatabase } from '@piba/test-support/databases';
import { type Cases, describeHistoryApi, http, specPayload } from './support/history-api.js';

const abuseCases: Cases = (testApp) => {
  describe('rate limiting for a lab behind one NAT address', () => {
    it('lets a class of 40 submit and look at results within a minute', async () => {
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          http(testApp())
            .post('/api/history')
            .send({ ...specPayload, name: `Siswa ${i + 1}` }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
      const reads = await Promise.all(
        Array.from({ length: 40 }, () => http(testApp()).get('/api/history?pageSize=5')),
      );
      expect(reads.every((response) => response.status === 200)).toBe(true);
    });

    it('answers one client flooding with 429 and Retry-After', async () => {
      const statuses: number[] = [];
      let limited: Response | undefined;
      for (let i = 0; i < 650 && !limited; i += 1) {
        const response = await http(testApp()).get('/api/history/classes');
        statuses.push(response.status);
        if (response.status === 429) limited = response;
      }
      expect(limited).toBeDefined();
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited!.body.message).toMatch(/^Too many requests from this address/);
      expect(limited!.body.code).toBe('rate_limited');
      expect(new Set(statuses)).toEqual(new Set([200, 429]));
      // Health stays answerable for the monitoring of a server under a flood.
      await http(testApp()).get('/api/health').expect(200);
    });
  });

  describe('security headers', () => {
    it('sends a Content-Security-Policy that frames only the privacy-enhanced YouTube player', async () => {
      const response = await http(testApp()).get('/api/health');
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
      // The pack editor's draft drawings are object URLs.
      expect(policy).toMatch(/img-src [^;]*blob:/);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    it('keeps CORS closed by default', async () => {
      const response = await http(testApp())
        .options('/api/history')
        .set('Origin', 'https://elsewhere.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('echoes a sane X-Request-Id and makes one otherwise', async () => {
      const given = await http(testApp()).get('/api/health').set('X-Request-Id', 'lab-8A.42');
      expect(given.headers['x-request-id']).toBe('lab-8A.42');
      const made = await http(testApp()).get('/api/health').set('X-Request-Id', '<script>');
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
};

const database = await createMysqlDatabase();
// The production default, which the other suites raise.
if (database) database.env.RATE_LIMIT_PER_MINUTE = '600';
describeHistoryApi('MySQL, under abuse', database, [abuseCases]);
