import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { Environment } from './environment.js';

const DOC = resolve(import.meta.dirname, '../../../docs/configuration.md');
const HEADER = ['Name', 'Default', 'Meaning', 'When to change it'];
/** How a row says the server never reads the variable: only the tests or benchmarks do. */
const TESTS_ONLY = /tests and benchmarks only/i;

interface DocumentedVariable {
  name: string;
  testsOnly: boolean;
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows of the one table whose header is Name | Default | Meaning | When to change it. */
function documentedVariables(markdown: string): DocumentedVariable[] {
  const lines = markdown.split('\n');
  const headers = lines.flatMap((line, index) =>
    line.trim().startsWith('|') && cellsOf(line).join('|') === HEADER.join('|') ? [index] : [],
  );
  if (headers.length !== 1) {
    throw new Error(`expected one table headed ${HEADER.join(' | ')}, found ${headers.length}`);
  }
  const rows: DocumentedVariable[] = [];
  for (const line of lines.slice(headers[0] + 2)) {
    if (!line.trim().startsWith('|')) break;
    const cells = cellsOf(line);
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0])?.[1];
    if (!name) throw new Error(`a row's Name is not one \`VARIABLE\`: ${cells[0]}`);
    rows.push({ name, testsOnly: TESTS_ONLY.test(cells.slice(1).join(' ')) });
  }
  return rows;
}

/**
 * Every variable the server reads: each property class-validator checks, and each property that
 * has a default, so a property without a decorator is not missed either.
 */
function environmentVariables(): string[] {
  const validated = getMetadataStorage()
    .getTargetValidationMetadatas(Environment, '', true, false)
    .map(({ propertyName }) => propertyName);
  return [...new Set([...validated, ...Object.keys(new Environment())])].sort();
}

describe('docs/configuration.md', () => {
  const documented = documentedVariables(readFileSync(DOC, 'utf8'));
  const names = documented.map(({ name }) => name);

  it('finds the variables of the config class', () => {
    // Guards the method: a change in how the class is read must not make the checks below empty.
    expect(environmentVariables()).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'TEACHER_ACCESS_KEY', 'VIDEO_FILE']),
    );
  });

  it('documents every variable of the config class', () => {
    const missing = environmentVariables().filter((name) => !names.includes(name));
    expect(missing).toEqual([]);
  });

  it('documents only variables of the config class, apart from the tests-only ones', () => {
    const variables = environmentVariables();
    const unknown = documented
      .filter(({ name, testsOnly }) => !testsOnly && !variables.includes(name))
      .map(({ name }) => name);
    expect(unknown).toEqual([]);
  });

  it('marks no variable of the config class as tests-only', () => {
    const variables = environmentVariables();
    const marked = documented
      .filter(({ name, testsOnly }) => testsOnly && variables.includes(name))
      .map(({ name }) => name);
    expect(marked).toEqual([]);
  });

  it('lists each variable once', () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
