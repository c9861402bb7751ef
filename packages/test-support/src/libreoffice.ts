import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { it } from '@jest/globals';
import { reportSkipped } from './skipped.js';

const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

/**
 * Registers a test that opens files in LibreOffice, as a school's spreadsheet would. Outside CI a
 * missing LibreOffice skips it with the reason; in CI the test runs and fails with it.
 */
export function itWithLibreOffice(
  name: string,
  test: (soffice: string) => Promise<void>,
  timeout: number,
): void {
  if (existsSync(SOFFICE)) {
    it(name, () => test(SOFFICE), timeout);
    return;
  }
  const reason = `LibreOffice not found at ${SOFFICE} (apt-get install libreoffice-calc, or set SOFFICE_PATH)`;
  if (process.env.CI === 'true') {
    it(name, () => {
      throw new Error(`${reason}; CI requires it.`);
    });
    return;
  }
  reportSkipped(`"${name}"`, `${reason}.`);
  it.skip(name, () => undefined);
}

/**
 * Opens a file in LibreOffice and saves it as a flat OpenDocument spreadsheet (one XML file), with
 * a profile of its own so that runs in parallel do not share one. Answers the XML and how long
 * the conversion took.
 */
export async function convertToFlatOds(
  soffice: string,
  file: string,
): Promise<{ xml: string; milliseconds: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'piba-fods-'));
  const profile = join(tmpdir(), `lo-profile-${randomBytes(6).toString('hex')}`);
  const started = performance.now();
  try {
    await promisify(execFile)(
      soffice,
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--convert-to',
        'fods',
        '--outdir',
        folder,
        file,
      ],
      { timeout: 120_000 },
    );
    const milliseconds = performance.now() - started;
    const xml = readFileSync(join(folder, `${basename(file, extname(file))}.fods`), 'utf8');
    return { xml, milliseconds };
  } finally {
    rmSync(folder, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A cell as LibreOffice saved it: its value type (float, string, …), its number and its text. */
export interface OdsCell {
  type: string | null;
  value: number | null;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);
const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
/** Repeats of an empty cell or row are capped: a sheet's tail repeats a million times. */
const repeats = (attributes: string, name: string) =>
  Math.min(Number(attribute(attributes, name) ?? 1), 1_000);

function cellOf(attributes: string, inner: string | undefined): OdsCell {
  const value = attribute(attributes, 'office:value');
  const paragraphs = [...(inner ?? '').matchAll(/<text:p\b[^>]*>([\s\S]*?)<\/text:p>/g)];
  return {
    type: attribute(attributes, 'office:value-type') ?? null,
    value: value === undefined ? null : Number(value),
    text: paragraphs.map(([, text]) => decode(text.replace(/<[^>]+>/g, ''))).join('\n'),
  };
}

const isEmpty = (cell: OdsCell) => cell.type === null && cell.text === '';

/** The sheets of a flat ODS file by name, each as rows of cells, trailing empty ones dropped. */
export function readFlatOds(xml: string): Map<string, OdsCell[][]> {
  const sheets = new Map<string, OdsCell[][]>();
  for (const [, name, body] of xml.matchAll(
    /<table:table table:name="([^"]*)"[^>]*>([\s\S]*?)<\/table:table>/g,
  )) {
    const rows: OdsCell[][] = [];
    for (const [, rowAttributes, rowBody] of body.matchAll(
      /<table:table-row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-row>)/g,
    )) {
      const cells: OdsCell[] = [];
      for (const [, attributes, inner] of (rowBody ?? '').matchAll(
        /<table:(?:covered-)?table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g,
      )) {
        const cell = cellOf(attributes, inner);
        for (let i = repeats(attributes, 'table:number-columns-repeated'); i > 0; i--) {
          cells.push(cell);
        }
      }
      while (cells.length > 0 && isEmpty(cells[cells.length - 1])) cells.pop();
      for (let i = repeats(rowAttributes, 'table:number-rows-repeated'); i > 0; i--) {
        rows.push(cells);
      }
    }
    while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
    sheets.set(decode(name), rows);
  }
  return sheets;
}
