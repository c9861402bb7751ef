import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TEACHER_KEY_HEADER, type TeacherScope } from '@piba/shared';
import type { Environment } from '../config/environment.js';
import { codeOfSessionKey, verifySessionKey } from './session-keys.js';

const digest = (text: string) => createHash('sha256').update(text).digest();
const ADMIN: TeacherScope = { role: 'admin' };
/** Verified session keys kept in memory, so a page of requests costs one scrypt, not one each. */
const VERIFIED_LIMIT = 1_000;

/**
 * What a session key is checked against, read from the `sessions` table by this module itself:
 * the sessions module uses this one's guard, so this one does not reach into it.
 */
interface StoredSessionKey {
  code: string;
  name: string;
  key_hash: string;
}

/**
 * Which results a teacher's key opens (docs/product.md, "Sessions"): the deployment's admin key
 * (TEACHER_ACCESS_KEY) every result, a session key its own session's. Without TEACHER_ACCESS_KEY
 * the server is open: no key, or a key that is no session's, reads everything.
 */
@Injectable()
export class TeacherScopes {
  private readonly adminKey?: Buffer;
  /** sha256 of a key that verified → the stored hash it verified against. */
  private readonly verified = new Map<string, string>();

  constructor(
    config: ConfigService<Environment, true>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const key = config.get('TEACHER_ACCESS_KEY', { infer: true });
    // Comparing digests keeps the comparison constant-time whatever the lengths.
    this.adminKey = key ? digest(key) : undefined;
  }

  /** The scope of the key a request gave (undefined when it gave none); 401 when it opens nothing. */
  async resolve(given: string | undefined): Promise<TeacherScope> {
    if (!given) {
      if (!this.adminKey) return ADMIN;
      throw new UnauthorizedException(
        `This needs the teacher access key or a session key in the ${TEACHER_KEY_HEADER} header.`,
      );
    }
    if (this.adminKey && timingSafeEqual(digest(given), this.adminKey)) return ADMIN;
    const session = await this.sessionOf(given);
    if (session) return { role: 'session', code: session.code, name: session.name };
    if (!this.adminKey) return ADMIN;
    throw new UnauthorizedException(
      `The ${TEACHER_KEY_HEADER} header does not match the teacher access key or a session key.`,
    );
  }

  private async sessionOf(key: string): Promise<StoredSessionKey | null> {
    const code = codeOfSessionKey(key);
    if (!code) return null;
    const session = await this.storedKeyOf(code);
    if (!session) return null;
    const id = digest(key).toString('hex');
    // A new key for the session changes its stored hash, so a remembered match stops counting.
    if (this.verified.get(id) === session.key_hash) return session;
    if (!(await verifySessionKey(key, session.key_hash))) return null;
    if (this.verified.size >= VERIFIED_LIMIT) this.verified.clear();
    this.verified.set(id, session.key_hash);
    return session;
  }

  private async storedKeyOf(code: string): Promise<StoredSessionKey | null> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('stored.code', 'code')
      .addSelect('stored.name', 'name')
      .addSelect('stored.key_hash', 'key_hash')
      .from('sessions', 'stored')
      .where('stored.code = :code', { code })
      .getRawOne<StoredSessionKey>();
    return row ?? null;
  }
}
