import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(__dirname, '../../..');

/**
 * ESLint loads its config as an ES module, which Jest's CommonJS sandbox cannot: it runs apart.
 * The probes are files that do not exist, so no tsconfig holds them: they are linted without type
 * information, which the import rules do not use.
 */
const LINT = `
const { ESLint } = await import('eslint');
const { default: tseslint } = await import('typescript-eslint');
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: tseslint.configs.disableTypeChecked,
});
let input = '';
for await (const chunk of process.stdin) input += chunk;
const messages = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(messages));
`;

interface Case {
  filePath: string;
  code: string;
}

function lint(cases: Case[]): Array<Array<{ ruleId: string | null; message: string }>> {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: REPO,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const analytics = 'frontend/src/features/analytics/components/probe.tsx';

describe('the import boundaries in eslint.config.js', () => {
  it('let a feature use another only through its index.ts, and keep the workspaces apart', () => {
    const [internal, throughIndex, intoFrontend, libOnFeature] = lint([
      {
        filePath: analytics,
        code: "export { orDash } from '../../history/history-format';",
      },
      {
        filePath: analytics,
        code: "export { ClassSelect } from '../../history';",
      },
      {
        filePath: 'backend/src/history/probe.ts',
        code: "export { theme } from '../../../frontend/src/app/theme.js';",
      },
      {
        filePath: 'frontend/src/lib/probe.ts',
        code: "export { useAnalytics } from '../features/analytics';",
      },
    ]);

    expect(internal).toEqual([
      {
        ruleId: 'no-restricted-imports',
        message:
          "'../../history/history-format' import is restricted from being used by a pattern. " +
          'Import from features/history/index.ts, its public surface.',
      },
    ]);
    expect(throughIndex).toEqual([]);
    expect(intoFrontend).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('meet only through @piba/shared'),
      }),
    ]);
    expect(libOnFeature).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringContaining('src/lib and @piba/shared sit below the features'),
      }),
    ]);
  });

  it('let a server module use another only through its index.ts', () => {
    const [internal, throughIndex, wiring] = lint([
      {
        filePath: 'backend/src/history/probe.ts',
        code: "export { SessionEntity } from '../sessions/session.entity.js';",
      },
      {
        filePath: 'backend/src/history/probe.ts',
        code: "export { SessionEntity } from '../sessions/index.js';",
      },
      {
        filePath: 'backend/src/probe.ts',
        code: "export { HistoryModule } from './history/history.module.js';",
      },
    ]);

    expect(internal).toEqual([
      {
        ruleId: 'no-restricted-imports',
        message:
          "'../sessions/session.entity.js' import is restricted from being used by a pattern. " +
          'Import from backend/src/sessions/index.ts, its public surface.',
      },
    ]);
    expect(throughIndex).toEqual([]);
    expect(wiring).toEqual([]);
  });

  it('keep packages/ below the app and the server', () => {
    const results = lint([
      {
        filePath: 'packages/test-support/src/probe.ts',
        code: "export { bootstrap } from '../../../backend/src/main.js';",
      },
      {
        filePath: 'packages/shared/src/probe.ts',
        code: "export { App } from '../../../frontend/src/app/app.js';",
      },
    ]);

    expect(results).toHaveLength(2);
    for (const messages of results) {
      expect(messages).toContainEqual(
        expect.objectContaining({
          ruleId: 'no-restricted-imports',
          message: expect.stringContaining('packages/ sit below the app and the server'),
        }),
      );
    }
  });
});
