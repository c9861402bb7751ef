import { Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import {
  type CreatedSession,
  joinPath,
  normalizeJoinCode,
  type SessionKey,
  type SessionConsent,
  type SessionLookup,
  type SessionSummary,
} from '@piba/shared';
import type { Environment } from '../config/environment.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { ResultsService } from '../results/index.js';
import { SessionEntity } from './session.entity.js';
import { hashSessionKey, newSessionKey } from '../teacher-access/index.js';
import { newJoinCode } from './join-code.js';

/** 28⁶ ≈ 482 million codes: a clash is rare, and a few new draws make it vanishingly so. */
const CODE_DRAWS = 5;

@Injectable()
export class SessionsService {
  private readonly publicUrl?: string;
  /** Codes seen to exist; sessions are never deleted, so a known code stays known. */
  private readonly knownCodes = new Set<string>();

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly results: ResultsService,
    config: ConfigService<Environment, true>,
  ) {
    this.publicUrl = config.get('PUBLIC_URL', { infer: true })?.replace(/\/+$/, '');
  }

  /** A new session; `consentConfirmedBy` records who confirmed the parents' consent. */
  async create(name: string, consentConfirmedBy?: string): Promise<CreatedSession> {
    for (let draw = 1; ; draw += 1) {
      const code = newJoinCode();
      const teacherKey = newSessionKey(code);
      const now = new Date();
      const session = this.sessions.create({
        code,
        name,
        open: true,
        key_hash: await hashSessionKey(teacherKey),
        created_at: now,
        consent_confirmed_by: consentConfirmedBy ?? null,
        consent_confirmed_at: consentConfirmedBy ? now : null,
      });
      try {
        await this.sessions.insert(session);
      } catch (error) {
        if (draw < CODE_DRAWS && isUniqueViolation(error)) continue;
        throw error;
      }
      return {
        code,
        name,
        join_url: this.joinUrl(code),
        teacher_key: teacherKey,
        created_at: session.created_at.toISOString(),
        consent: consentOf(session),
      };
    }
  }

  /** The link students open: absolute with PUBLIC_URL, else the path for the browser to complete. */
  private joinUrl(code: string): string {
    return `${this.publicUrl ?? ''}${joinPath(code)}`;
  }

  /** Every session, newest first, with how many results each holds. */
  async list(): Promise<SessionSummary[]> {
    const [sessions, counts] = await Promise.all([
      this.sessions.find({ order: { created_at: 'DESC', code: 'ASC' } }),
      this.results.countsBySession(),
    ]);
    return sessions.map((session) => ({
      ...lookupOf(session),
      created_at: session.created_at.toISOString(),
      join_url: this.joinUrl(session.code),
      consent: consentOf(session),
      results: counts.get(session.code) ?? { pretest: 0, posttest: 0, total: 0 },
    }));
  }

  /** A returning student's participant id (see ResultsService); 404 for a code no session has. */
  async returningStudent(typed: string, name: string, classRoom: string): Promise<string | null> {
    const session = await this.find(typed);
    return this.results.returningStudent(session.code, name, classRoom);
  }

  /** The codes of the sessions without a consent record, for the exports' flag. */
  async withoutConsent(): Promise<Set<string>> {
    const rows = await this.sessions.find({
      select: { code: true },
      where: { consent_confirmed_by: IsNull() },
    });
    return new Set(rows.map((row) => row.code));
  }

  /** What a join page shows; 404 for a code no session has. */
  async lookup(typed: string): Promise<SessionLookup> {
    return lookupOf(await this.find(typed));
  }

  /** The session a result's code names, or null: an unknown code never refuses a result. */
  async known(typed: string): Promise<SessionEntity | null> {
    const code = normalizeJoinCode(typed);
    return code.length > 8 ? null : this.sessions.findOneBy({ code });
  }

  /** The stored code a result's `session_code` names, or null for a code no session has. */
  async codeOf(typed: string): Promise<string | null> {
    const code = normalizeJoinCode(typed);
    if (this.knownCodes.has(code)) return code;
    const session = await this.known(code);
    if (session) this.knownCodes.add(code);
    return session?.code ?? null;
  }

  /** A new key for the session; the old one stops opening it. */
  async rotateKey(typed: string): Promise<SessionKey> {
    const session = await this.find(typed);
    const teacherKey = newSessionKey(session.code);
    await this.sessions.update(
      { code: session.code },
      { key_hash: await hashSessionKey(teacherKey) },
    );
    return { code: session.code, teacher_key: teacherKey };
  }

  async setOpen(typed: string, open: boolean): Promise<SessionLookup> {
    const session = await this.find(typed);
    await this.sessions.update({ code: session.code }, { open });
    return lookupOf({ ...session, open });
  }

  private async find(typed: string): Promise<SessionEntity> {
    const session = await this.known(typed);
    if (!session) throw new NotFoundException(`No session with the code ${typed}`);
    return session;
  }
}

const lookupOf = ({ code, name, open }: SessionEntity): SessionLookup => ({
  code,
  name,
  open: Boolean(open),
});

const consentOf = (session: SessionEntity): SessionConsent | null =>
  session.consent_confirmed_by && session.consent_confirmed_at
    ? {
        confirmed_by: session.consent_confirmed_by,
        confirmed_at: session.consent_confirmed_at.toISOString(),
      }
    : null;
