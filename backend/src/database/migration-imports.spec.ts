import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import ts from 'typescript';

const MIGRATIONS = new URL('./migrations/', import.meta.url);

/**
 * What a migration's source imports that a migration may not: anything but `typeorm` and Node's
 * own modules. A migration runs again on every fresh database, so it must not follow the app's
 * code as it changes; it carries a copy of what it needs as it was on its date. Every form
 * counts: `import`, `import type`, `export … from`, `import x = require()`, `import()` (also in
 * a type) and `require()`; an `import()` or `require()` of a computed name cannot be checked and
 * is refused as such.
 */
function forbiddenImports(source: string, fileName = 'migration.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const forbidden: string[] = [];
  const check = (specifier: ts.Node | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) forbidden.push('a computed import');
    else if (specifier.text !== 'typeorm' && !isBuiltin(specifier.text))
      forbidden.push(specifier.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) check(node.moduleSpecifier);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) check(node.moduleSpecifier);
    else if (ts.isExternalModuleReference(node)) check(node.expression);
    else if (ts.isImportTypeNode(node))
      check(ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      check(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return forbidden;
}

describe('the migrations', () => {
  const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.ts'));

  it.each(files)('%s imports only typeorm and Node’s own modules', (name) => {
    expect(forbiddenImports(readFileSync(new URL(name, MIGRATIONS), 'utf8'), name)).toEqual([]);
  });
});

describe('forbiddenImports', () => {
  it('allows typeorm and Node’s own modules, with or without node:', () => {
    const source = `
      import { type MigrationInterface, Table } from 'typeorm';
      import type { QueryRunner } from 'typeorm';
      import { randomBytes } from 'node:crypto';
      import { join } from 'path';
      const fs = await import('node:fs');`;
    expect(forbiddenImports(source)).toEqual([]);
  });

  it.each([
    ["import { naturalSortKey } from '../../history/index.js';", '../../history/index.js'],
    ["import type { QuizAnswers } from '@piba/shared';", '@piba/shared'],
    ["import { type QuizAnswers } from '@piba/shared';", '@piba/shared'],
    ["import '../../config/environment.js';", '../../config/environment.js'],
    ["export { questions } from '@piba/shared';", '@piba/shared'],
    ["export * from './frozen-answer-key.js';", './frozen-answer-key.js'],
    ["import answers = require('../../history/answers.js');", '../../history/answers.js'],
    ["const { questions } = await import('@piba/shared');", '@piba/shared'],
    ["type Bank = import('@piba/shared').Question[];", '@piba/shared'],
    ["const { parse } = require('class-validator');", 'class-validator'],
    ["import { DataSource } from 'typeorm/browser';", 'typeorm/browser'],
    ["import { sql } from 'node:sqlite-but-not-really';", 'node:sqlite-but-not-really'],
  ])('refuses %s', (source, specifier) => {
    expect(forbiddenImports(`import { Table } from 'typeorm';\n${source}`)).toEqual([specifier]);
  });

  it('refuses an import of a computed name, which cannot be checked', () => {
    expect(forbiddenImports("const name = '@piba/shared';\nawait import(name);")).toEqual([
      'a computed import',
    ]);
  });
});
