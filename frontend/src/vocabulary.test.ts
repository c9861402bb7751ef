import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * docs/architecture.md, "Vocabulary", where a machine can tell: no retired word in a TypeScript
 * name, no retired spelling of pretest and posttest in an Indonesian text, no "session" for tab
 * storage. Every source and test of the workspaces is read.
 */
const REPO = resolve(__dirname, '../..');
const ROOTS = [
  'frontend/src',
  'frontend/e2e',
  'backend/src',
  'backend/test',
  ...readdirSync(join(REPO, 'packages')).map((name) => `packages/${name}/src`),
];

interface NameRule {
  retired: RegExp;
  instead: string;
}

const NAME_RULES: NameRule[] = [
  {
    retired: /attempt/i,
    instead:
      'an attempt is one taking of the quiz; a sending is a try, a video player counts reloads, a join code is a draw, a request body is a submission',
  },
  { retired: /^HistoryRecordInput$/, instead: 'Submission' },
  { retired: /^CreateHistoryRecordDto$/, instead: 'SubmissionDto' },
  { retired: /^QuizResult$/, instead: 'QuizScore' },
  { retired: /^resultOf$/, instead: 'quizScoreOf' },
  { retired: /^(use)?[cC]reateHistoryRecord$/, instead: 'saveResult' },
  { retired: /[cC]lassroom/, instead: "classRoom (tab storage's key stays 'classroom')" },
  { retired: /(pre|post|Pre|Post)(_?T|_t)est/, instead: 'pretest, posttest: one word' },
];

/** Names that are the word's own meaning, or another library's. */
const ALLOWED_NAMES: Record<string, string[]> = {
  // TypeORM's option.
  '*': ['retryAttempts'],
  // One taking of the quiz, scored, sent and shown.
  'frontend/src/features/quiz/hooks/use-submit-quiz.ts': ['Attempt', 'attempt', 'setAttempt'],
  'backend/test/cases/analytics.cases.ts': ['saveAttempt', 'attempt'],
  'backend/test/cases/programme.cases.ts': ['saveAttempt'],
  // The OpenAPI document's schema keeps its name.
  'backend/test/cases/failure-modes.cases.ts': ['CreateHistoryRecordDto'],
  // Terminus's health-check builder.
  'backend/src/health/health.controller.ts': ['attempt'],
  // The spellings the printed report no longer writes, named to find them.
  'frontend/src/features/analytics/components/printed-report.test.tsx': ['pre-test', 'post-test'],
};

/**
 * Not yet renamed: each entry goes when its file follows the table. A key ending in "*" holds for
 * every file whose path begins with the rest.
 */
const PENDING: Record<string, string[]> = {};

const isTest = (file: string) =>
  /\.(test|spec|e2e-spec|browser-spec)\.tsx?$/.test(file) || /\/(e2e|test)\//.test(file);

/** A text with an English word in it is English prose, where "pre-test" is the spelling. */
const ENGLISH =
  /\b(the|a|an|of|and|or|with|before|after|for|is|are|its|their|this|that|when|only|each|every|in|on|by|as|to|from|not|students?)\b/i;
const HYPHENATED = /(?<![\w-])(pre|post)-test(?![\w-])/i;
/** The specification's labels: the quiz heading, the Type column and what counts by it. */
const SPACED = /\b(Pre|Post) Test\b/;
const LABEL = /^(Pre|Post) Test:?$/;
const TAB_STORAGE_AS_SESSION = /\bsession[ -](flag|storage)\b/i;

interface Problem {
  where: string;
  found: string;
  instead: string;
}

function textOf(node: ts.Node, source: ts.SourceFile): string | null {
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node) ||
    ts.isRegularExpressionLiteral(node)
  ) {
    return node.text;
  }
  if (ts.isJsxText(node)) return node.getText(source);
  return null;
}

export function problemsIn(file: string, code: string): Problem[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const problems: Problem[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const pending = Object.entries(PENDING).filter(([key]) =>
    key.endsWith('*') ? file.startsWith(key.slice(0, -1)) : file === key,
  );
  const allowed = new Set([
    ...ALLOWED_NAMES['*'],
    ...(ALLOWED_NAMES[file] ?? []),
    ...pending.flatMap(([, names]) => names),
  ]);

  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !allowed.has(node.text)) {
      // Tab storage's key, as the specification names it, is an object's key.
      const tabKey =
        node.text === 'classroom' &&
        (ts.isPropertyAssignment(node.parent) || ts.isShorthandPropertyAssignment(node.parent)) &&
        node.parent.name === node;
      for (const rule of NAME_RULES) {
        if (rule.retired.test(node.text) && !tabKey) {
          problems.push({ where: where(node), found: node.text, instead: rule.instead });
        }
      }
    }
    const text = textOf(node, source);
    if (text !== null && !ENGLISH.test(text)) {
      const hyphenated = HYPHENATED.exec(text);
      if (hyphenated && !allowed.has(hyphenated[0].toLowerCase())) {
        problems.push({ where: where(node), found: text.trim(), instead: 'pretest, posttest' });
      }
      if (!isTest(file) && SPACED.test(text) && !LABEL.test(text.trim())) {
        problems.push({
          where: where(node),
          found: text.trim(),
          instead: "pretest, posttest in a sentence ('Pre Test' is the Type column's label)",
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const session = TAB_STORAGE_AS_SESSION.exec(code);
  if (session && !allowed.has(session[0].toLowerCase())) {
    problems.push({ where: file, found: session[0], instead: 'tab storage' });
  }
  return problems;
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(REPO, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      return ['node_modules', 'dist'].includes(entry.name) ? [] : sourcesUnder(path);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the vocabulary of docs/architecture.md', () => {
  it('holds in every TypeScript source and test', () => {
    // This file names the retired words to find them.
    const files = ROOTS.flatMap(sourcesUnder).filter(
      (file) => file !== 'frontend/src/vocabulary.test.ts',
    );
    expect(files.length).toBeGreaterThan(300);
    const problems = files.flatMap((file) =>
      problemsIn(relative(REPO, join(REPO, file)), readFileSync(join(REPO, file), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('finds a retired word in a new name and a retired spelling in an Indonesian text', () => {
    const probe = [
      'let attemptCount = 0;',
      'export type Body = QuizResult;',
      "const { classroom } = readIdentity(); const keys = { classroom: 'classroom' };",
      "const title = 'Kamu sudah mengerjakan pre-test di sesi ini.';",
      "const summary = 'The first pre-test of each student';",
      'const hint = <p>Kamu belum mengerjakan Pre Test.</p>;',
      "const type = 'Pre Test';",
      '// the session flag isPretest',
    ].join('\n');
    expect(problemsIn('frontend/src/features/probe.tsx', probe)).toEqual([
      expect.objectContaining({
        where: 'frontend/src/features/probe.tsx:1',
        found: 'attemptCount',
      }),
      expect.objectContaining({ where: 'frontend/src/features/probe.tsx:2', found: 'QuizResult' }),
      expect.objectContaining({ where: 'frontend/src/features/probe.tsx:3', found: 'classroom' }),
      expect.objectContaining({
        where: 'frontend/src/features/probe.tsx:4',
        found: 'Kamu sudah mengerjakan pre-test di sesi ini.',
      }),
      expect.objectContaining({
        where: 'frontend/src/features/probe.tsx:6',
        found: 'Kamu belum mengerjakan Pre Test.',
      }),
      expect.objectContaining({ found: 'session flag', instead: 'tab storage' }),
    ]);
  });
});
