import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

const home = mkdtempSync(join(tmpdir(), 'piba-no-video-'));
let testApp: TestApp;
const http = () => request(testApp.app.getHttpServer());

beforeAll(async () => {
  testApp = await startTestApp({ DATABASE_PATH: join(home, 'piba.sqlite') });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('without VIDEO_FILE', () => {
  it('tells the app to play the embed', async () => {
    expect((await http().get('/api/video').expect(200)).body).toEqual({ url: null });
  });

  it('serves no video file', async () => {
    await http().get('/media/video.mp4').expect(404);
    await http().get('/media/video.webm').expect(404);
  });
});
