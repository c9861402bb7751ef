import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import yazl from 'yazl';
import { answerKeyVersion, defaultPackDocument, type PackDocument } from '@piba/shared';
import {
  PACK_ZIP_FORMAT,
  PACK_ZIP_FORMAT_VERSION,
  PACK_ZIP_LIMITS,
  PackImportError,
  type PackZipContents,
  readPackZip,
  writePackZip,
} from './pack-zip.js';

const DRAWINGS_DIR = resolve(
  import.meta.dirname,
  '../../../../packages/shared/src/packs/piba/drawings',
);
const drawings = new Map(
  readdirSync(DRAWINGS_DIR).map((file): [string, Buffer] => [
    file,
    readFileSync(resolve(DRAWINGS_DIR, file)),
  ]),
);
const pack: PackZipContents = {
  version: '0123456789abcdef',
  answerKeyVersion: answerKeyVersion(defaultPackDocument.questions),
  document: defaultPackDocument,
  drawings,
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A zip of exactly these entries, in this order, as another tool might write it. */
async function zipOf(entries: [string, Buffer][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of entries) zip.addBuffer(bytes, path);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A pack's entries with a manifest that lists the checksums of `listed` (default: themselves). */
function packEntries(
  options: {
    document?: unknown;
    drawings?: Map<string, Buffer>;
    listed?: Map<string, Buffer>;
    answerKeyVersion?: string;
  } = {},
): [string, Buffer][] {
  const document = Buffer.from(JSON.stringify(options.document ?? defaultPackDocument));
  const files = [...(options.drawings ?? drawings)].map(([file, bytes]): [string, Buffer] => [
    `drawings/${file}`,
    bytes,
  ]);
  const listed = [...(options.listed ?? options.drawings ?? drawings)].map(
    ([file, bytes]): [string, Buffer] => [`drawings/${file}`, bytes],
  );
  const manifest = {
    format: PACK_ZIP_FORMAT,
    format_version: PACK_ZIP_FORMAT_VERSION,
    version: pack.version,
    answer_key_version: options.answerKeyVersion ?? pack.answerKeyVersion,
    sha256: Object.fromEntries(
      [['pack.json', document] as [string, Buffer], ...listed].map(([path, bytes]) => [
        path,
        sha256(bytes),
      ]),
    ),
  };
  return [
    ['manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['pack.json', document],
    ...files,
  ];
}

/** The zip with one entry's name replaced by another of the same length, in every header. */
function renamed(zip: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(from)).toBe(Buffer.byteLength(to));
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle, at + 1)) {
    Buffer.from(to).copy(out, at);
  }
  return out;
}

/** The zip with the central directory saying `path` inflates to `size` bytes (a lie). */
function declaringSize(zip: Buffer, path: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 1, 2]);
  for (let at = out.indexOf(signature); at >= 0; at = out.indexOf(signature, at + 1)) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === path) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
  }
  throw new Error(`no central directory entry for ${path}`);
}

async function refusal(zip: Buffer): Promise<string> {
  const error = await readPackZip(zip).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PackImportError);
  return (error as PackImportError).message;
}

describe('writePackZip and readPackZip', () => {
  it('reads back the version, answer-key version, document and drawings byte for byte', async () => {
    const zip = await writePackZip(pack);
    const read = await readPackZip(zip);
    expect(read.version).toBe(pack.version);
    expect(read.answerKeyVersion).toBe('e125b284');
    expect(read.document).toEqual(defaultPackDocument);
    expect([...read.drawings.keys()].sort()).toEqual([...drawings.keys()].sort());
    for (const [file, bytes] of drawings) expect(read.drawings.get(file)?.equals(bytes)).toBe(true);
  });

  it('writes the same bytes for the same version, so an export can be compared with another', async () => {
    expect((await writePackZip(pack)).equals(await writePackZip(pack))).toBe(true);
  });

  it('reads a zip written by another tool with the same entries', async () => {
    const read = await readPackZip(await zipOf(packEntries()));
    expect(read.document).toEqual(defaultPackDocument);
  });
});

describe('readPackZip refuses', () => {
  it('a file that is not a zip', async () => {
    expect(await refusal(Buffer.from('PK not really'))).toMatch(/not a readable zip/);
  });

  it.each([
    ['a path leaving the zip', 'zz/evil.svg', '../evil.svg'],
    ['an absolute path', 'tmpx/evil.svg', '/tmp/evil.svg'],
    ['a path with backslashes', 'drawings_x.svg', 'drawings\\x.svg'],
  ])('%s (zip slip)', async (_case, placeholder, path) => {
    const zip = renamed(
      await zipOf([...packEntries(), [placeholder, Buffer.from('<svg/>')]]),
      placeholder,
      path,
    );
    expect(await refusal(zip)).toMatch(/entry path outside the zip/);
  });

  it('an entry that is not part of a pack', async () => {
    expect(await refusal(await zipOf([...packEntries(), ['run.sh', Buffer.from('x')]]))).toBe(
      'run.sh is not part of a lesson pack, which holds only manifest.json, pack.json and drawings/<file>',
    );
  });

  it(`more than ${PACK_ZIP_LIMITS.entries} entries, before reading any`, async () => {
    const many = Array.from({ length: 201 }, (_, index): [string, Buffer] => [
      `drawings/${index}.svg`,
      Buffer.from('<svg/>'),
    ]);
    expect(await refusal(await zipOf(many))).toBe(
      'The zip holds 201 entries; a lesson pack holds at most 200',
    );
  });

  it('an entry whose header says it is larger than 2 MB', async () => {
    const big = Buffer.alloc(PACK_ZIP_LIMITS.entryBytes + 1);
    expect(await refusal(await zipOf([...packEntries(), ['drawings/big.svg', big]]))).toBe(
      'drawings/big.svg is 2097153 bytes uncompressed; an entry may hold at most 2 MB',
    );
  });

  it('a zip bomb: an entry that inflates beyond the size its header gives', async () => {
    const bomb = Buffer.alloc(PACK_ZIP_LIMITS.entryBytes * 4);
    const zip = declaringSize(
      await zipOf([['drawings/bomb.svg', bomb], ...packEntries()]),
      'drawings/bomb.svg',
      1000,
    );
    expect(zip.length).toBeLessThan(200_000);
    expect(await refusal(zip)).toMatch(/^drawings\/bomb\.svg cannot be read: too many bytes/);
  });

  it('a zip bomb that declares sizes it then keeps to, past 30 MB in all', async () => {
    const chunk = Buffer.alloc(PACK_ZIP_LIMITS.entryBytes);
    const entries = Array.from({ length: 16 }, (_, index): [string, Buffer] => [
      `drawings/${index}.svg`,
      chunk,
    ]);
    expect(await refusal(await zipOf(entries))).toBe(
      "The zip's entries hold more than 30 MB uncompressed; a lesson pack holds at most that",
    );
  });

  it('a zip without manifest.json', async () => {
    expect(await refusal(await zipOf(packEntries().slice(1)))).toBe(
      'The zip holds no manifest.json: it is not a lesson pack',
    );
  });

  it('a manifest of another format', async () => {
    const [, ...rest] = packEntries();
    const manifest = Buffer.from(JSON.stringify({ format: 'scorm', format_version: 1 }));
    expect(await refusal(await zipOf([['manifest.json', manifest], ...rest]))).toBe(
      `manifest.json is not a lesson pack's manifest: format must be "piba-lesson-pack"`,
    );
  });

  it('a drawing changed after export (checksum)', async () => {
    const changed = new Map(drawings).set('poster.svg', Buffer.from('<svg>changed</svg>'));
    const message = await refusal(
      await zipOf(packEntries({ drawings: changed, listed: drawings })),
    );
    expect(message).toMatch(/^The checksum of drawings\/poster\.svg does not match/);
    expect(message).toContain(sha256(drawings.get('poster.svg')!));
  });

  it('a document that is not a valid pack, naming the field', async () => {
    const document: Partial<PackDocument> = { ...defaultPackDocument, questions: [] };
    expect(await refusal(await zipOf(packEntries({ document })))).toMatch(
      /^pack\.json is not a valid lesson pack: questions/,
    );
  });

  it('pack.json that is not JSON', async () => {
    const entries = packEntries();
    const broken = Buffer.from('{"format": 1,');
    const manifest = JSON.parse(entries[0][1].toString()) as { sha256: Record<string, string> };
    manifest.sha256['pack.json'] = sha256(broken);
    expect(
      await refusal(
        await zipOf([
          ['manifest.json', Buffer.from(JSON.stringify(manifest))],
          ['pack.json', broken],
          ...entries.slice(2),
        ]),
      ),
    ).toMatch(/^pack\.json is not UTF-8 JSON/);
  });

  it('a drawing the document does not name', async () => {
    const extra = new Map(drawings).set('extra.svg', Buffer.from('<svg/>'));
    expect(await refusal(await zipOf(packEntries({ drawings: extra })))).toBe(
      'The zip holds drawings/extra.svg, a drawing pack.json does not name',
    );
  });

  it('a drawing the document names but the zip lacks', async () => {
    const fewer = new Map(drawings);
    fewer.delete('poster.svg');
    expect(await refusal(await zipOf(packEntries({ drawings: fewer })))).toBe(
      'pack.json names the drawing poster.svg, but the zip holds no drawings/poster.svg',
    );
  });

  it("an answer-key version unlike the questions'", async () => {
    expect(await refusal(await zipOf(packEntries({ answerKeyVersion: '00000000' })))).toBe(
      "manifest.json gives answer_key_version 00000000, but pack.json's questions have e125b284",
    );
  });
});
