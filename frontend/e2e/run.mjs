// Runs the browser tests: two files at a time, then the files that need the machine to themselves
// one by one. Arguments (a file name, Jest options) run one Jest with them, as `jest` would.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Files that put a whole lab on this machine (a dozen pages and their server at once). Beside
 * another file on two cores their pages have taken longer than Playwright's 30 s to load, which
 * says nothing about the product; alone they take about as long as they would beside it.
 */
const ALONE = ['lab-day-whole'];

const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const jest = (...args) =>
  spawnSync(process.execPath, [jestBin, '-c', 'e2e/jest.config.js', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
  }).status ?? 1;

const args = process.argv.slice(2);
if (args.length > 0) process.exit(jest(...args));
// Both runs, even when the first fails, so that one run reports every failing file.
const together = jest('--testPathIgnorePatterns', ...ALONE);
const alone = jest('--runInBand', ...ALONE);
process.exit(together || alone);
