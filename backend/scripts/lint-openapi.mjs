// Lints the OpenAPI document that the built server (backend/dist) serves, with Spectral and
// backend/.spectral.yaml. Needs `npm run build -w @piba/backend` first; needs no database.
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = new URL('../', import.meta.url);
const { AppModule } = await import(new URL('dist/app.module.js', backend).href);
const { previewOpenApiDocument } = await import(new URL('dist/app.setup.js', backend).href);

const folder = mkdtempSync(join(tmpdir(), 'piba-openapi-'));
const file = join(folder, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(await previewOpenApiDocument(AppModule), null, 2));
  const spectral = createRequire(import.meta.url).resolve('@stoplight/spectral-cli');
  const ruleset = fileURLToPath(new URL('.spectral.yaml', backend));
  const { status } = spawnSync(
    process.execPath,
    [spectral, 'lint', '--ruleset', ruleset, '--fail-severity=warn', file],
    { stdio: 'inherit' },
  );
  process.exitCode = status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
