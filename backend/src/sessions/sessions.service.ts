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
import { HistoryRecordEntity, naturalSortKey } from '../history/index.js';
import { SessionEntity } from './session.entity.js';
import { hashSessionKey, newSessionKey } from '../teacher-access/index.js';
import { newJoinCode } from './join-code.js';

/** 28⁶ ≈ 482 million codes: a clash is rare, and a few new draws make it vanishingly so. */
const CODE_ATTEMPTS = 5;

interface CountRow {
  session_code: string;
  pretest: string | number | null;
  posttest: string | number | null;
  total: string | number;
}

@Injectable()
export class SessionsService {
  private readonly publicUrl?: string;
  /** Codes seen to exist; sessions are never deleted, so a known code stays known. */
  private readonly knownCodes = new Set<string>();

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(HistoryRecordEntity)
    private readonly records: Repository<HistoryRecordEntity>,
    config: ConfigService<Environment, true>,
  ) {
    this.publicUrl = config.get('PUBLIC_URL', { infer: true })?.replace(/\/+$/, '');
  }

  /** A new session; `consentConfirmedBy` records who confirmed the parents' consent. */
  async create(name: string, consentConfirmedBy?: string): Promise<CreatedSession> {
    for (let attempt = 1; ; attempt += 1) {
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
        if (attempt < CODE_ATTEMPTS && isUniqueViolation(error)) continue;
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
      this.records
        .createQueryBuilder('record')
        .select('record.session_code', 'session_code')
        .addSelect('SUM(record.is_pretest)', 'pretest')
        .addSelect('SUM(record.is_posttest)', 'posttest')
        .addSelect('COUNT(*)', 'total')
        .where('record.session_code IS NOT NULL')
        .groupBy('record.session_code')
        .getRawMany<CountRow>(),
    ]);
    const byCode = new Map(counts.map((row) => [row.session_code, row]));
    return sessions.map((session) => {
      const row = byCode.get(session.code);
      return {
        ...lookupOf(session),
        created_at: session.created_at.toISOString(),
        join_url: this.joinUrl(session.code),
        consent: consentOf(session),
        results: {
          pretest: Number(row?.pretest ?? 0),
          posttest: Number(row?.posttest ?? 0),
          total: Number(row?.total ?? 0),
        },
      };
    });
  }

  /**
   * The one pre-test of this name and class in the session that has no post-test yet, by its
   * participant id; null when there is none, or several students of that name and class (a
   * guess could pair one child's post-test with another's pre-test). Names and classes compare
   * by their sort keys: case, accents and spacing aside, as the teacher's table reads them.
   */
  async returningStudent(typed: string, name: string, classRoom: string): Promise<string | null> {
    const session = await this.find(typed);
    const rows = await this.records
      .createQueryBuilder('record')
      .select('DISTINCT record.participant_id', 'participant_id')
      .where('record.session_code = :code', { code: session.code })
      .andWhere('record.name_sort = :name', { name: naturalSortKey(name) })
      .andWhere('record.class_sort = :classRoom', { classRoom: naturalSortKey(classRoom) })
      .andWhere('record.is_pretest = :yes', { yes: true })
      .andWhere('record.participant_id IS NOT NULL')
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM history_records post WHERE post.session_code = record.session_code
          AND post.participant_id = record.participant_id AND post.is_posttest = :yes)`,
      )
      .limit(2)
      .getRawMany<{ participant_id: string }>();
    return rows.length === 1 ? rows[0].participant_id : null;
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
