import { createHash } from 'node:crypto';
import type { PackDocument } from '@piba/shared';

/** A drawing of a version: its file name and the SHA-256 of its bytes, in hex. */
export type DrawingRef = readonly [file: string, sha256: string];

/**
 * JSON with every object's keys sorted and no whitespace; arrays keep their order. Two documents
 * that differ only in key order or formatting serialise alike.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256Hex = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * A published version's id: the first 16 hex digits of the SHA-256 of the canonical JSON of
 * `{ document, drawings: [[file, sha256], …] }`, the drawings sorted by file name. The same
 * document with the same drawings' bytes is the same version, wherever it was published.
 */
export function packVersionId(document: PackDocument, drawings: readonly DrawingRef[]): string {
  const sorted = [...drawings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(canonicalJson({ document, drawings: sorted })).slice(0, 16);
}
