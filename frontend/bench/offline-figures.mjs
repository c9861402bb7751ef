// Figures of the app with its service worker, for `npm run bench:web`: the bytes a repeat visit
// sends over the network, and the student journey with the network cut.
import { createServer, connect } from 'node:net';

/**
 * A TCP proxy in front of the server that counts every byte the server sends back, and notes
 * each request line with its answer's status (plain HTTP/1.1, answers in order per connection).
 */
async function countingProxy(targetPort, port) {
  let bytes = 0;
  let exchanges = [];
  const sockets = new Set();
  const proxy = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const asked = [];
    client.on('data', (chunk) => {
      for (const [, method, path] of chunk
        .toString('latin1')
        .matchAll(/^([A-Z]+) (\S+) HTTP\/1\.1\r$/gm)) {
        asked.push(`${method} ${path}`);
      }
    });
    upstream.on('data', (chunk) => {
      for (const [, status] of chunk.toString('latin1').matchAll(/^HTTP\/1\.1 (\d{3}) /gm)) {
        exchanges.push(`${asked.shift()} → ${status}`);
      }
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk) => (bytes += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((done) => proxy.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => bytes,
    exchanges: () => exchanges,
    reset: () => {
      bytes = 0;
      exchanges = [];
    },
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((done) => proxy.close(done));
    },
  };
}

const serviceWorkerReady = (page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
  });

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Bytes (headers included) the server sends when `/` is opened a first and a second time in the
 * same browser, and what the second visit asked the network for.
 */
export async function repeatVisit(browser, serverPort) {
  const proxy = await countingProxy(serverPort, serverPort + 1);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(`${proxy.url}/`, { waitUntil: 'networkidle' });
    await serviceWorkerReady(first);
    await sleep(1_000);
    const firstVisit = proxy.bytes();
    await first.close();

    proxy.reset();
    const second = await context.newPage();
    await second.goto(`${proxy.url}/`, { waitUntil: 'networkidle' });
    // The browser checks sw.js for a new version in the background after the navigation.
    await sleep(3_000);
    return { firstVisit, repeatVisit: proxy.bytes(), fromNetwork: proxy.exchanges() };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/**
 * The student journey after the first load of `/`, with the network cut: each step, and the
 * rows the server holds once the connection returns.
 */
export async function offlineJourney(browser, base) {
  const name = `Bench Luring ${Date.now()}`;
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: base });
  const steps = {};
  const step = async (label, action) => {
    try {
      await action();
      steps[label] = 'ok';
    } catch (error) {
      steps[label] = `failed: ${error.message.split('\n')[0]}`;
    }
  };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/');
    const identity = page.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    await identity.getByLabel('Nama').fill(name);
    await identity.getByLabel('Kelas').fill('8A');
    await identity.getByRole('button', { name: 'Submit' }).click();
    await serviceWorkerReady(page);
    await context.setOffline(true);

    await step('slide-1', async () => {
      await page.goto('/topics/slide-1');
      await page.getByRole('button', { name: 'Slide 3 dari 3' }).waitFor();
    });
    await step('slide-2', async () => {
      await page.goto('/topics/slide-2');
      await page.getByRole('button', { name: 'Slide 5 dari 5' }).waitFor();
    });
    await step('video page (offline message)', async () => {
      await page.goto('/topics/video-1');
      await page.getByText('Video tidak dapat dimuat').waitFor();
    });
    await step('quiz, reloaded', async () => {
      await page.goto('/questions');
      await page.reload();
      await page.getByRole('heading', { name: /Pretest/ }).waitFor();
    });
    await step('quiz finished, waiting in the outbox', async () => {
      const groups = page.getByRole('radiogroup');
      for (let index = 0; index < (await groups.count()); index += 1) {
        await groups.nth(index).getByRole('radio').first().check();
      }
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Hasilmu belum terkirim', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByText('1 hasil kuis menunggu dikirim…', { exact: false }).waitFor();
    });

    await context.setOffline(false);
    const reconnected = Date.now();
    let savedAfter = null;
    await step('saved once the connection returns', async () => {
      await page.getByText('Semua hasil kuis sudah terkirim.').waitFor({ timeout: 60_000 });
      savedAfter = (Date.now() - reconnected) / 1000;
    });
    await sleep(2_000);
    const response = await fetch(`${base}/api/history?pageSize=500&q=${encodeURIComponent(name)}`);
    const { data } = await response.json();
    return {
      steps,
      rows: data.filter((record) => record.name === name).length,
      savedAfter,
    };
  } finally {
    await context.close();
  }
}
