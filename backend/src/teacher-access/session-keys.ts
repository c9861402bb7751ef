import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { JOIN_CODE_PATTERN } from '@piba/shared';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const HASH_BYTES = 32;

/**
 * A session key: its join code, a dash, then 128 random bits in hex (no dashes or underscores,
 * so a double click selects it whole). The code in front lets the server find the one session
 * whose hash to check; the random part is what makes the key secret.
 */
export function newSessionKey(code: string): string {
  return `${code}-${randomBytes(16).toString('hex')}`;
}

/** The join code a session key names, or null when the text cannot be a session key. */
export function codeOfSessionKey(key: string): string | null {
  const dash = key.indexOf('-');
  if (dash < 0 || key.length > 64) return null;
  const code = key.slice(0, dash);
  return JOIN_CODE_PATTERN.test(code) ? code : null;
}

/** `scrypt$<salt>$<hash>`, base64url, with Node's default cost (N = 16384, r = 8, p = 1). */
export async function hashSessionKey(key: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(key, salt, HASH_BYTES);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Whether `key` is the key `stored` was made from, compared in constant time. */
export async function verifySessionKey(key: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(key, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}
