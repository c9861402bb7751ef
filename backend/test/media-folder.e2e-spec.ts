import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { TEACHER_KEY } from './support/teacher-key.js';

// The deployment's media folder, with a secret beside it and things in it that must not be served.
const home = mkdtempSync(join(tmpdir(), 'piba-media-'));
const folder = join(home, 'media');
const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7) % 251));
const SECRET = 'TEACHER_ACCESS_KEY=jangan-dibaca';

let testApp: TestApp;
const http = () => request(testApp.app.getHttpServer());
const bytesOf = <T extends { buffer(b: boolean): T; parse(p: unknown): T }>(request: T) =>
  request.buffer(true).parse((res: NodeJS.ReadableStream, done: (e: null, b: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  mkdirSync(join(folder, 'sub'), { recursive: true });
  writeFileSync(join(home, 'secret.mp4'), SECRET);
  writeFileSync(join(home, '.env'), SECRET);
  writeFileSync(join(folder, 'senam-ras.mp4'), VIDEO);
  writeFileSync(join(folder, 'paru-paru.webm'), VIDEO.subarray(0, 100));
  writeFileSync(join(folder, 'catatan.txt'), SECRET);
  writeFileSync(join(folder, '.tersembunyi.mp4'), SECRET);
  writeFileSync(join(folder, 'sub', 'dalam.mp4'), SECRET);
  // A link out of the folder, named as a video.
  symlinkSync(join(home, 'secret.mp4'), join(folder, 'tautan.mp4'));
  testApp = await startTestApp({
    MEDIA_DIR: folder,
    TEACHER_ACCESS_KEY: TEACHER_KEY,
    DATABASE_PATH: join(home, 'piba.sqlite'),
  });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('GET /media/<file> of the media folder', () => {
  it('sends a video with its type, ranges accepted, never sniffed', async () => {
    const response = await bytesOf(http().get('/media/senam-ras.mp4')).expect(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Buffer.compare(response.body as Buffer, VIDEO)).toBe(0);
    const webm = await http().get('/media/paru-paru.webm').expect(200);
    expect(webm.headers['content-type']).toBe('video/webm');
  });

  it('answers a range with just that part, so the player can seek', async () => {
    const response = await bytesOf(
      http().get('/media/senam-ras.mp4').set('Range', 'bytes=1000-1099'),
    ).expect(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1099/${VIDEO.length}`);
    expect(Buffer.compare(response.body as Buffer, VIDEO.subarray(1000, 1100))).toBe(0);
  });

  it.each([
    ['..%2Fsecret.mp4'],
    ['..%2F..%2Fetc%2Fpasswd'],
    ['%2E%2E%2Fsecret.mp4'],
    ['sub%2Fdalam.mp4'],
    ['..%5Csecret.mp4'],
    ['.tersembunyi.mp4'],
    ['.env'],
    ['..'],
    ['catatan.txt'],
    ['senam-ras.mp4%00.txt'],
  ])('refuses %s with 400 or 404, never a file outside the folder', async (name) => {
    const response = await http().get(`/media/${name}`);
    expect([400, 404]).toContain(response.status);
    expect(response.text ?? '').not.toContain('jangan-dibaca');
  });

  it.each([['/media/../secret.mp4'], ['/media/sub/dalam.mp4'], ['/media/tautan.mp4']])(
    'never serves %s, a path or link out of the folder or into a folder of it',
    async (path) => {
      const response = await http().get(path);
      expect(response.status).not.toBe(200);
      expect(response.text ?? '').not.toContain('jangan-dibaca');
    },
  );

  it('answers 404 for a video the folder does not hold', async () => {
    await http().get('/media/tidak-ada.mp4').expect(404);
  });
});

describe('GET /api/media', () => {
  it("lists the folder's videos for the admin key only, without hidden files, folders, links out or other kinds", async () => {
    const { body } = await http().get('/api/media').set('X-Teacher-Key', TEACHER_KEY).expect(200);
    expect(body).toEqual({
      files: [
        { name: 'paru-paru.webm', bytes: 100 },
        { name: 'senam-ras.mp4', bytes: VIDEO.length },
      ],
    });
    await http().get('/api/media').expect(401);
  });
});
