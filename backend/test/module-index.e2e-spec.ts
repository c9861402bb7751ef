import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Modules reach each other through their index.ts (docs/architecture.md, "Boundaries"). A module
 * whose index pulls in another that needs it back fails only when it happens to load first,
 * with a "Cannot access … before initialization" at start-up: so each index is loaded first, on
 * its own, in a fresh Node process, from the build the server runs.
 */
const backend = resolve(import.meta.dirname, '..');
const indexes = readdirSync(join(backend, 'src'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(join(backend, 'src', entry.name, 'index.ts')),
  )
  .map((entry) => entry.name);

beforeAll(() => {
  if (!indexes.every((name) => existsSync(join(backend, 'dist', name, 'index.js')))) {
    execFileSync('npm', ['run', 'build', '-w', '@piba/backend'], { cwd: resolve(backend, '..') });
  }
}, 120_000);

describe("each server module's index.ts", () => {
  it('exists for the modules others use', () => {
    expect(indexes).toEqual(expect.arrayContaining(['history', 'sessions', 'teacher-access']));
  });

  it.each(indexes)('%s/index.js loads first without a cycle', (name) => {
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `await import('./dist/${name}/index.js')`],
      { cwd: backend, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
