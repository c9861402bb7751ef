import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

// A folder whose name starts with a dot, as a clone under ~/.cache would have.
const home = mkdtempSync(join(tmpdir(), 'piba-video-'));
const folder = join(home, '.piba', 'video');
const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));

let testApp: TestApp;
const http = () => request(testApp.app.getHttpServer());

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'paru-paru.webm'), VIDEO);
  testApp = await startTestApp({
    VIDEO_FILE: join(folder, 'paru-paru.webm'),
    DATABASE_PATH: join(home, 'piba.sqlite'),
  });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('GET /api/video', () => {
  it('tells the app where the school video is served', async () => {
    const response = await http().get('/api/video').expect(200);
    expect(response.body).toEqual({ url: '/media/video.webm' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /media/video.webm', () => {
  it('sends the whole file, saying that ranges are accepted', async () => {
    const response = await http().get('/media/video.webm').buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Buffer.compare(response.body as Buffer, VIDEO)).toBe(0);
  });

  it('answers a range request with just that part, so the player can seek', async () => {
    const response = await http()
      .get('/media/video.webm')
      .set('Range', 'bytes=1000-1099')
      .buffer(true)
      .expect(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1099/${VIDEO.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(Buffer.compare(response.body as Buffer, VIDEO.subarray(1000, 1100))).toBe(0);
  });

  it('answers a range past the end with 416', async () => {
    await http().get('/media/video.webm').set('Range', 'bytes=9000-9100').expect(416);
  });

  it('serves only that file under /media', async () => {
    await http().get('/media/video.mp4').expect(404);
    await http().get('/media/paru-paru.webm').expect(404);
  });
});
