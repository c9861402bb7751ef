// Chromium driven over its DevTools protocol without an inspector's Runtime domain, as a
// student's browser runs: for timings that an attached inspector would change.
//
// Playwright (and Lighthouse) enable the Runtime domain on every page, and with it V8 records a
// detailed stack trace (script, line and column of each frame) for every Error a script creates.
// React DOM creates one as its module runs; the line numbers make V8 parse its 200 KB again,
// and with it the whole main bundle, on the main thread: 40–50 ms on this machine, 150–200 ms at
// 4× CPU, in the first long task of every page, which no student's browser pays
// (docs/benchmarks.md).
import { spawn } from 'node:child_process';

/** Starts Chromium with the protocol on a pipe. Returns `send(method, params, sessionId)`, `on`, `close`. */
export function launchPlainChromium(executablePath, flags) {
  const chrome = spawn(executablePath, [...flags, '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toChrome = chrome.stdio[3];
  const fromChrome = chrome.stdio[4];
  const waiting = new Map();
  const listeners = new Set();
  let nextId = 1;
  let buffered = '';
  fromChrome.setEncoding('utf8');
  fromChrome.on('data', (text) => {
    buffered += text;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id && waiting.has(message.id)) {
        const { resolve, reject, method } = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      } else {
        listeners.forEach((listener) => listener(message));
      }
    }
  });
  return {
    send(method, params = {}, sessionId) {
      const id = nextId++;
      toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject, method }));
    },
    /** Calls `listener(message)` for each event; returns a function that stops it. */
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      chrome.kill();
    },
  };
}

/**
 * Loads `url` in a fresh profile at `cpuRate`× slower CPU, with `initScript` run before the page's
 * own, waits `settleMs` after its load event and returns the value of `expression`.
 */
export async function loadPlain(chrome, url, { cpuRate, initScript, settleMs, expression }) {
  const { browserContextId } = await chrome.send('Target.createBrowserContext');
  try {
    const { targetId } = await chrome.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await chrome.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method, params) => chrome.send(method, params, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await send('Page.enable');
    await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
    const loaded = new Promise((resolve) => {
      const stop = chrome.on((message) => {
        if (message.sessionId === sessionId && message.method === 'Page.loadEventFired') {
          stop();
          resolve();
        }
      });
    });
    await send('Page.navigate', { url });
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    // Runtime.evaluate works without Runtime.enable, which is what turns the stack traces on.
    const { result } = await send('Runtime.evaluate', { expression, returnByValue: true });
    return result.value;
  } finally {
    await chrome.send('Target.disposeBrowserContext', { browserContextId });
  }
}
