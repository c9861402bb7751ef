import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { answerKeyVersion, drawingFilesOf, type PackDocument } from '@piba/shared';
import { checkImportedDocument } from './document-errors.js';

/*
 * A published version of a lesson pack as one .zip file, to carry it to another server:
 *
 *   manifest.json       what the zip is, the version, and the SHA-256 of every other entry
 *   pack.json           the PackDocument
 *   drawings/<file>     each drawing the document names, byte for byte as the version stores it
 *
 * Reading trusts nothing in the file: entry names, counts, sizes (counted while inflating, never
 * taken from the headers) and checksums are checked, and the first fault ends the reading.
 */

/** What `manifest.json` says the zip is. */
export const PACK_ZIP_FORMAT = 'piba-lesson-pack';
export const PACK_ZIP_FORMAT_VERSION = 1;

export const PACK_ZIP_LIMITS = {
  /** Entries in the zip, directories included. */
  entries: 200,
  /** Bytes of one entry once inflated. */
  entryBytes: 2 * 1024 * 1024,
  /** Bytes of all entries once inflated. */
  totalBytes: 30 * 1024 * 1024,
} as const;

const MANIFEST = 'manifest.json';
const DOCUMENT = 'pack.json';
const DRAWINGS = 'drawings/';
/** A fixed time for every entry, so that a version always exports to the same bytes. */
const ENTRY_TIME = new Date(Date.UTC(2026, 0, 1));

export interface PackZipContents {
  /** The version id (16 hex digits) the zip was exported from. */
  version: string;
  answerKeyVersion: string;
  document: PackDocument;
  /** File name (as the document names it) → the drawing's bytes. */
  drawings: Map<string, Buffer>;
}

export interface PackManifest {
  format: typeof PACK_ZIP_FORMAT;
  format_version: typeof PACK_ZIP_FORMAT_VERSION;
  version: string;
  answer_key_version: string;
  /** Each entry's path but the manifest's own → the SHA-256 of its bytes, in hex. */
  sha256: Record<string, string>;
}

/** A zip refused on import; the message says what is wrong for the developer who made it. */
export class PackImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PackImportError';
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The zip of a version: manifest.json, pack.json and drawings/<file>. */
export async function writePackZip(contents: PackZipContents): Promise<Buffer> {
  const entries: [string, Buffer][] = [
    [DOCUMENT, Buffer.from(`${JSON.stringify(contents.document, null, 2)}\n`)],
    ...[...contents.drawings]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([file, bytes]): [string, Buffer] => [`${DRAWINGS}${file}`, bytes]),
  ];
  const manifest: PackManifest = {
    format: PACK_ZIP_FORMAT,
    format_version: PACK_ZIP_FORMAT_VERSION,
    version: contents.version,
    answer_key_version: contents.answerKeyVersion,
    sha256: Object.fromEntries(entries.map(([path, bytes]) => [path, sha256(bytes)])),
  };
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of [
    [MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)] as [string, Buffer],
    ...entries,
  ]) {
    zip.addBuffer(bytes, path, { mtime: ENTRY_TIME, mode: 0o100644 });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The parts of a pack's zip, or a PackImportError naming the first fault: a path outside the
 * zip, too many or too large entries, a missing or wrong manifest, a checksum that does not
 * match, a document that is not a valid pack, or drawings that differ from those it names.
 */
export async function readPackZip(zip: Buffer): Promise<PackZipContents> {
  const entries = await inflateEntries(zip);
  const manifest = manifestOf(entries.get(MANIFEST));
  entries.delete(MANIFEST);

  for (const path of entries.keys()) {
    if (!(path in manifest.sha256)) {
      throw new PackImportError(`${path} is in the zip but not in manifest.json's sha256 list`);
    }
  }
  for (const [path, expected] of Object.entries(manifest.sha256)) {
    const bytes = entries.get(path);
    if (!bytes) {
      throw new PackImportError(`manifest.json lists ${path}, which the zip does not hold`);
    }
    const actual = sha256(bytes);
    if (actual !== expected.toLowerCase()) {
      throw new PackImportError(
        `The checksum of ${path} does not match: manifest.json says SHA-256 ${expected}, its bytes hash to ${actual}. The file was changed or damaged after export.`,
      );
    }
  }

  const document = documentOf(entries.get(DOCUMENT));
  entries.delete(DOCUMENT);
  const drawings = new Map(
    [...entries].map(([path, bytes]): [string, Buffer] => [path.slice(DRAWINGS.length), bytes]),
  );
  const named = drawingFilesOf(document);
  for (const file of named) {
    if (!drawings.has(file)) {
      throw new PackImportError(
        `pack.json names the drawing ${file}, but the zip holds no ${DRAWINGS}${file}`,
      );
    }
  }
  for (const file of drawings.keys()) {
    if (!named.includes(file)) {
      throw new PackImportError(
        `The zip holds ${DRAWINGS}${file}, a drawing pack.json does not name`,
      );
    }
  }

  const computed = answerKeyVersion(document.questions);
  if (computed !== manifest.answer_key_version) {
    throw new PackImportError(
      `manifest.json gives answer_key_version ${manifest.answer_key_version}, but pack.json's questions have ${computed}`,
    );
  }
  return {
    version: manifest.version,
    answerKeyVersion: manifest.answer_key_version,
    document,
    drawings,
  };
}

function manifestOf(bytes: Buffer | undefined): PackManifest {
  if (!bytes) throw new PackImportError(`The zip holds no ${MANIFEST}: it is not a lesson pack`);
  const manifest = parseJson(bytes, MANIFEST) as Partial<PackManifest> | null;
  const fault = manifestFault(manifest);
  if (fault) throw new PackImportError(`${MANIFEST} is not a lesson pack's manifest: ${fault}`);
  return manifest as PackManifest;
}

function manifestFault(manifest: Partial<PackManifest> | null): string | null {
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    return 'it must be a JSON object';
  }
  if (manifest.format !== PACK_ZIP_FORMAT) return `format must be "${PACK_ZIP_FORMAT}"`;
  if (manifest.format_version !== PACK_ZIP_FORMAT_VERSION) {
    return `format_version must be ${PACK_ZIP_FORMAT_VERSION}; this server reads no other`;
  }
  if (typeof manifest.version !== 'string' || !/^[0-9a-f]{16}$/.test(manifest.version)) {
    return 'version must be 16 lowercase hexadecimal digits';
  }
  if (
    typeof manifest.answer_key_version !== 'string' ||
    !/^[0-9a-f]{8}$/.test(manifest.answer_key_version)
  ) {
    return 'answer_key_version must be 8 lowercase hexadecimal digits';
  }
  const { sha256: sums } = manifest;
  if (typeof sums !== 'object' || sums === null || Array.isArray(sums)) {
    return 'sha256 must map each entry path to its SHA-256';
  }
  for (const [path, sum] of Object.entries(sums)) {
    if (typeof sum !== 'string' || !/^[0-9a-fA-F]{64}$/.test(sum)) {
      return `sha256["${path}"] must be 64 hexadecimal digits`;
    }
  }
  if (!(DOCUMENT in sums)) return `sha256 must list ${DOCUMENT}`;
  return null;
}

function documentOf(bytes: Buffer | undefined): PackDocument {
  if (!bytes) throw new PackImportError(`The zip holds no ${DOCUMENT}: it is not a lesson pack`);
  const check = checkImportedDocument(parseJson(bytes, DOCUMENT));
  if (check.ok) return check.document;
  const { errors } = check;
  const listed = errors
    .slice(0, 10)
    .map(({ field, message }) => (field ? `${field}: ${message}` : message))
    .join('; ');
  const more = errors.length > 10 ? ` (and ${errors.length - 10} more)` : '';
  throw new PackImportError(`${DOCUMENT} is not a valid lesson pack: ${listed}${more}`);
}

function parseJson(bytes: Buffer, path: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch (error) {
    throw new PackImportError(`${path} is not UTF-8 JSON: ${(error as Error).message}`);
  }
}

/** Which entries a pack's zip may hold: the manifest, the document and the drawings. */
function entryFault(path: string): string | null {
  if (path === MANIFEST || path === DOCUMENT) return null;
  if (path.startsWith(DRAWINGS)) {
    const file = path.slice(DRAWINGS.length);
    if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(file)) return null;
    return `${path} is not a drawing's file name (letters, digits, dot, hyphen or underscore, at most 100, directly in ${DRAWINGS})`;
  }
  return `${path} is not part of a lesson pack, which holds only ${MANIFEST}, ${DOCUMENT} and ${DRAWINGS}<file>`;
}

/** yauzl's words for an entry path that would leave the folder the zip is opened in. */
const UNSAFE_PATH = /invalid relative path|absolute path|invalid characters in fileName/;

/** Every entry's bytes by path; sizes are counted as the bytes inflate, the headers only cap. */
function inflateEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const options = {
      lazyEntries: true,
      decodeStrings: true,
      validateEntrySizes: true,
      strictFileNames: true,
    };
    yauzl.fromBuffer(zip, options, (openError, zipfile) => {
      if (openError) {
        reject(new PackImportError(`The file is not a readable zip: ${openError.message}`));
        return;
      }
      const entries = new Map<string, Buffer>();
      let total = 0;
      let done = false;
      const fail = (message: string) => {
        if (done) return;
        done = true;
        zipfile.close();
        reject(new PackImportError(message));
      };

      if (zipfile.entryCount > PACK_ZIP_LIMITS.entries) {
        fail(
          `The zip holds ${zipfile.entryCount} entries; a lesson pack holds at most ${PACK_ZIP_LIMITS.entries}`,
        );
        return;
      }
      zipfile.on('error', (error: Error) => {
        fail(
          UNSAFE_PATH.test(error.message)
            ? `The zip holds an entry path outside the zip (${error.message}); a lesson pack's paths are relative, with forward slashes and no ".."`
            : `The zip is damaged: ${error.message}`,
        );
      });
      zipfile.on('end', () => {
        if (done) return;
        done = true;
        resolve(entries);
      });
      zipfile.on('entry', (entry: yauzl.Entry) => {
        const path = entry.fileName;
        if (path === DRAWINGS) {
          zipfile.readEntry();
          return;
        }
        const fault = entryFault(path);
        if (fault) return fail(fault);
        if (entries.has(path)) return fail(`The zip holds ${path} twice`);
        if (entry.uncompressedSize > PACK_ZIP_LIMITS.entryBytes) {
          return fail(
            `${path} is ${entry.uncompressedSize} bytes uncompressed; an entry may hold at most ${MB(PACK_ZIP_LIMITS.entryBytes)}`,
          );
        }
        if (total + entry.uncompressedSize > PACK_ZIP_LIMITS.totalBytes) {
          return fail(
            `The zip's entries hold more than ${MB(PACK_ZIP_LIMITS.totalBytes)} uncompressed; a lesson pack holds at most that`,
          );
        }
        zipfile.openReadStream(entry, (streamError, stream) => {
          if (streamError) return fail(`${path} cannot be read: ${streamError.message}`);
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            total += chunk.length;
            if (size > PACK_ZIP_LIMITS.entryBytes) {
              stream.destroy();
              fail(
                `${path} inflates to more than ${MB(PACK_ZIP_LIMITS.entryBytes)}; an entry may hold at most that`,
              );
            } else if (total > PACK_ZIP_LIMITS.totalBytes) {
              stream.destroy();
              fail(
                `The zip's entries inflate to more than ${MB(PACK_ZIP_LIMITS.totalBytes)}; a lesson pack holds at most that`,
              );
            } else chunks.push(chunk);
          });
          stream.on('error', (error: Error) =>
            // A size unlike the header's is how a zip bomb shows itself: it is not read further.
            fail(`${path} cannot be read: ${error.message}`),
          );
          stream.on('end', () => {
            if (done) return;
            entries.set(path, Buffer.concat(chunks));
            zipfile.readEntry();
          });
        });
      });
      zipfile.readEntry();
    });
  });
}
