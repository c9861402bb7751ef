import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { logDestination } from './logging.js';

const logFile = () => join(mkdtempSync(join(tmpdir(), 'piba-log-')), 'out.log');
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('log lines', () => {
  it('read as a time, a level and the message outside production', async () => {
    const file = logFile();
    pino({}, logDestination(true, file)).info({ context: 'Database' }, 'Using embedded SQLite');
    await settled();
    expect(readFileSync(file, 'utf8')).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Using embedded SQLite {"context":"Database"}\n$/,
    );
  });

  it('are JSON in production, unchanged', async () => {
    const file = logFile();
    const destination = logDestination(false, file);
    if (!('flushSync' in destination)) throw new Error('expected pino.destination in production');
    await new Promise((resolve) => destination.once('ready', resolve));
    pino({}, destination).info({ context: 'Database' }, 'Using embedded SQLite');
    destination.flushSync();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      level: 30,
      context: 'Database',
      msg: 'Using embedded SQLite',
    });
  });
});
