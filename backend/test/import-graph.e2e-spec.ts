import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * `npm run lint:deps` (.ci/import-graph.mjs with the rules in .dependency-cruiser.cjs), run on
 * small trees written to a folder of their own with the repository's rules, never on the real
 * sources: a circle must fail it even when made of type imports only, and so must two modules
 * that import each other through files that make no circle.
 */
const repo = resolve(import.meta.dirname, '../..');
const MAP_BLOCK = [
  '```mermaid',
  'flowchart LR',
  '%% The modules and their imports: npm run lint:deps checks this map.',
  '```',
].join('\n');

/** Writes `files` to a fresh folder, runs the check there, and reads back `read` afterwards. */
function check(files: Record<string, string>, args: string[] = [], read?: string) {
  const root = mkdtempSync(join(tmpdir(), 'piba-import-graph-'));
  try {
    for (const name of ['.dependency-cruiser.cjs', 'tsconfig.base.json']) {
      copyFileSync(join(repo, name), join(root, name));
    }
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(process.execPath, [join(repo, '.ci/import-graph.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
    });
    return { ...run, written: read ? readFileSync(join(root, read), 'utf8') : undefined };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Two modules, beta using alpha, and a file that uses a type of another. */
const WITHOUT_CIRCLES = {
  'backend/src/alpha/index.ts': 'export const ALPHA = 1;\n',
  'backend/src/beta/index.ts':
    "import { ALPHA } from '../alpha/index.js';\nexport const BETA = ALPHA + 1;\n",
  'frontend/src/lib/first.ts':
    "import type { Second } from './second.js';\nexport type First = Second[];\n",
  'frontend/src/lib/second.ts': 'export interface Second {\n  name: string;\n}\n',
};

describe('the import graph check', () => {
  it('passes a tree without circles', () => {
    const run = check(WITHOUT_CIRCLES);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^No import circles/);
    expect(run.status).toBe(0);
  });

  it('fails on a circle of two files that import each other only for types', () => {
    const run = check({
      ...WITHOUT_CIRCLES,
      'frontend/src/lib/second.ts':
        "import type { First } from './first.js';\nexport interface Second {\n  then: First;\n}\n",
    });
    expect(run.stderr).toMatch(
      /no-circular: frontend\/src\/lib\/first\.ts → \s*frontend\/src\/lib\/second\.ts/,
    );
    expect(run.status).toBe(1);
  });

  it('fails on two modules that import each other, though their files make no circle', () => {
    const run = check({
      ...WITHOUT_CIRCLES,
      'backend/src/alpha/uses-beta.ts':
        "import { BETA } from '../beta/index.js';\nexport const BOTH = BETA * 2;\n",
    });
    expect(run.stderr).not.toMatch(/no-circular/);
    expect(run.stderr).toContain(
      [
        'Module circle: backend/src/alpha/ → backend/src/beta/ → backend/src/alpha/',
        '  backend/src/alpha/uses-beta.ts → backend/src/beta/index.ts',
        '  backend/src/beta/index.ts → backend/src/alpha/index.ts',
      ].join('\n'),
    );
    expect(run.status).toBe(1);
  });

  it('leaves tests out of the modules: a test may import what it checks from anywhere', () => {
    const run = check({
      ...WITHOUT_CIRCLES,
      'backend/src/alpha/alpha.spec.ts':
        "import { BETA } from '../beta/index.js';\nexport const CHECKED = BETA;\n",
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("fails when a module map misses an arrow of the code, and --write makes it the code's", () => {
    const files = { ...WITHOUT_CIRCLES, 'docs/map.md': `# Map\n\n${MAP_BLOCK}\n` };
    const stale = check(files, ['--map', 'docs/map.md']);
    expect(stale.stderr).toContain('  missing: backend_beta --> backend_alpha');
    expect(stale.status).toBe(1);

    const written = check(files, ['--map', 'docs/map.md', '--write'], 'docs/map.md').written!;
    expect(written).toContain('    backend_alpha["alpha"]\n');
    expect(written).toContain('  backend_beta --> backend_alpha\n```');
    const current = check({ ...files, 'docs/map.md': written }, ['--map', 'docs/map.md']);
    expect(current.stderr).toBe('');
    expect(current.status).toBe(0);
  });
});
