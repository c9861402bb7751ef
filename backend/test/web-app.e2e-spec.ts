import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

// A clone under a folder whose name starts with a dot (~/.cache/piba) must serve every route.
const home = mkdtempSync(join(tmpdir(), 'piba-web-'));
const webRoot = join(home, '.cache', 'piba', 'frontend', 'dist');
const SHELL = '<!doctype html><title>PIBA shell</title>';
const ASSET = 'assets/index-Ab12Cd34.js';
/** A script the build wrote a Brotli copy of (name.js.br), as it does for every larger one. */
const COMPRESSED_ASSET = 'assets/page-Ef56Gh78.js';
const COMPRESSED_SOURCE = `export const lesson = ${JSON.stringify('Pernapasan '.repeat(400))};`;
// The copy here ends in a comment the file lacks, to tell which of the two was sent.
const BROTLI_COPY = `${COMPRESSED_SOURCE}\n// the Brotli copy`;
// The build writes a shell of its own for each teacher page, the quiz and the slides (it
// preloads that page's code); `[slide]` stands for any one segment of the address.
const PAGE_SHELLS = {
  '/history': ['pages/history.html', '<!doctype html><title>PIBA results shell</title>'],
  '/history/analytics': [
    'pages/history/analytics.html',
    '<!doctype html><title>PIBA analysis</title>',
  ],
  '/questions': ['pages/questions.html', '<!doctype html><title>PIBA quiz</title>'],
  '/topics/:slide': ['pages/topics/[slide].html', '<!doctype html><title>PIBA slides</title>'],
} as const;

let testApp: TestApp;
const http = () => request(testApp.app.getHttpServer());
/** The script with a Brotli copy, asked for by a browser that reads `acceptEncoding`. */
const getCompressedAsset = (acceptEncoding: string) =>
  http().get(`/${COMPRESSED_ASSET}`).set('Accept-Encoding', acceptEncoding).expect(200);

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), SHELL);
  writeFileSync(join(webRoot, ASSET), 'console.log("PIBA")');
  writeFileSync(join(webRoot, COMPRESSED_ASSET), COMPRESSED_SOURCE);
  writeFileSync(join(webRoot, `${COMPRESSED_ASSET}.br`), brotliCompressSync(BROTLI_COPY));
  mkdirSync(join(webRoot, 'pages', 'history'), { recursive: true });
  mkdirSync(join(webRoot, 'pages', 'topics'), { recursive: true });
  for (const [file, html] of Object.values(PAGE_SHELLS)) writeFileSync(join(webRoot, file), html);
  writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"PIBA"}');
  testApp = await startTestApp({ WEB_ROOT: webRoot, DATABASE_PATH: join(home, 'piba.sqlite') });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('the web app served from a folder under a dot-directory', () => {
  it.each(['/', '/topics', '/topics/slide-1/more', '/history/sessions', '/no/such/page'])(
    'GET %s answers the app shell, always revalidated',
    async (path) => {
      const response = await http().get(path).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(SHELL);
    },
  );

  it.each([
    ['/history', PAGE_SHELLS['/history'][1]],
    ['/history/', PAGE_SHELLS['/history'][1]],
    ['/history/analytics', PAGE_SHELLS['/history/analytics'][1]],
    ['/questions', PAGE_SHELLS['/questions'][1]],
    ['/topics/slide-1', PAGE_SHELLS['/topics/:slide'][1]],
    ['/topics/video', PAGE_SHELLS['/topics/:slide'][1]],
  ])("GET %s answers the page's own shell, always revalidated", async (path, shell) => {
    const response = await http().get(path).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(shell);
  });

  it('serves a fingerprinted asset for a year', async () => {
    const response = await http().get(`/${ASSET}`).expect(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends a script's Brotli copy to a browser that reads Brotli, cached for a year", async () => {
    const response = await getCompressedAsset('gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // (The test's client decompresses what it receives.)
    expect(response.text).toBe(BROTLI_COPY);
  });

  it('sends the same script to a browser without Brotli as the file itself, gzipped', async () => {
    const response = await getCompressedAsset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.text).toBe(COMPRESSED_SOURCE);
  });

  it('answers a malformed address under /assets with a 4xx, not a crash', async () => {
    const response = await http().get('/assets/%E0%A4%A.js');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it.each(['sw.js', 'manifest.webmanifest'])(
    'serves %s revalidated, so that a new version is found at the next visit',
    async (file) => {
      const response = await http().get(`/${file}`).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['etag']).toBeDefined();
    },
  );

  it('answers a missing asset with 404, not with the app shell', async () => {
    const response = await http().get('/assets/index-Old00000.js').expect(404);
    expect(response.text).not.toContain('PIBA shell');
  });

  it('answers /media without a video file with 404, not with the app shell', async () => {
    const response = await http().get('/media/video.mp4').expect(404);
    expect(response.text).not.toContain('PIBA shell');
  });

  it('keeps an unknown API path a 404 JSON answer', async () => {
    const response = await http().get('/api/no-such-endpoint').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });
});
