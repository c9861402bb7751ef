import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** Zips as a test makes them, to hand the server damaged or hostile ones. */

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A zip of exactly these entries, in this order. */
export async function zipOf(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of entries) zip.addBuffer(bytes, path);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every entry of a (trusted) zip, in order. */
export function entriesOf(zip: Buffer): Promise<Array<[string, Buffer]>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries: Array<[string, Buffer]> = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push([entry.fileName, Buffer.concat(chunks)]);
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** The entries with manifest.json's checksums made to match them again (a careful forger). */
export function reManifested(entries: Array<[string, Buffer]>): Array<[string, Buffer]> {
  const manifest = JSON.parse(
    entries.find(([path]) => path === 'manifest.json')![1].toString(),
  ) as { sha256: Record<string, string> };
  manifest.sha256 = Object.fromEntries(
    entries
      .filter(([path]) => path !== 'manifest.json')
      .map(([path, bytes]) => [path, sha256(bytes)]),
  );
  return entries.map(([path, bytes]) => [
    path,
    path === 'manifest.json' ? Buffer.from(JSON.stringify(manifest)) : bytes,
  ]);
}

/** The zip with one entry's name replaced by another of the same length, in every header. */
export function renamed(zip: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error('names differ in length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle, at + 1)) {
    Buffer.from(to).copy(out, at);
  }
  return out;
}

/** The zip with its central directory saying that `path` inflates to `size` bytes (a lie). */
export function declaringSize(zip: Buffer, path: string, size: number): Buffer {
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
