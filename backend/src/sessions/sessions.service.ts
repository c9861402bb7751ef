import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
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
  type SessionPack,
  type SessionSummary,
} from '@piba/shared';
import type { Environment } from '../config/environment.js';
import { isUniqueViolation } from '../common/unique-violation.js';
import { type PackVersion, PackVersionsService } from '../packs/index.js';
import { ResultsService } from '../results/index.js';
import { SessionEntity } from './session.entity.js';
import { hashSessionKey, newSessionKey } from '../teacher-access/index.js';
import { newJoinCode } from './join-code.js';

/** 28⁶ ≈ 482 million codes: a clash is rare, and a few new draws make it vanishingly so. */
const CODE_DRAWS = 5;

@Injectable()
export class SessionsService {
  private readonly publicUrl?: string;
  /**
   * The pack version of sessions that hold results, by code. Sessions are never deleted, and a
   * session's pack version no longer changes once it holds a result, so this stays true.
   */
  private readonly settled = new Map<string, string | null>();

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly results: ResultsService,
    private readonly packVersions: PackVersionsService,
    config: ConfigService<Environment, true>,
  ) {
    this.publicUrl = config.get('PUBLIC_URL', { infer: true })?.replace(/\/+$/, '');
  }

  /**
   * A new session; `consentConfirmedBy` records who confirmed the parents' consent. It teaches
   * `packVersion` (published, not retired), else the default pack's current version.
   */
  async create(
    name: string,
    consentConfirmedBy?: string,
    packVersion?: string,
  ): Promise<CreatedSession> {
    const pack = await this.chosenVersion(packVersion);
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
        pack_version: pack.version,
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
        ...packOf(pack),
      };
    }
  }

  /** The version a new session or a change names: published and not retired, else 400. */
  private async chosenVersion(version?: string): Promise<PackVersion> {
    if (version === undefined) return this.packVersions.defaultVersion();
    const found = await this.packVersions.get(version);
    if (!found) {
      throw new BadRequestException(`pack_version ${version} is not a published pack version`);
    }
    if (found.retiredAt) {
      throw new BadRequestException(
        `pack_version ${version} is retired: sessions can no longer be given it; choose a version that is not retired`,
      );
    }
    return found;
  }

  /**
   * The version each of these sessions teaches: its own, or the default pack's current version
   * for a session made before packs (asked for once, whatever the number of such sessions).
   */
  private async packsOf(sessions: SessionEntity[]): Promise<SessionPack[]> {
    let fallback: Promise<PackVersion> | undefined;
    const fallBack = () => (fallback ??= this.packVersions.defaultVersion());
    return Promise.all(
      sessions.map(async (session) => {
        const own = session.pack_version ? await this.packVersions.get(session.pack_version) : null;
        return packOf(own ?? (await fallBack()));
      }),
    );
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
    const packs = await this.packsOf(sessions);
    return sessions.map((session, index) => ({
      ...lookupOf(session, packs[index]),
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
    return this.lookupOf(await this.find(typed));
  }

  private async lookupOf(session: SessionEntity): Promise<SessionLookup> {
    const [pack] = await this.packsOf([session]);
    return lookupOf(session, pack);
  }

  /** The session a result's code names, or null: an unknown code never refuses a result. */
  async known(typed: string): Promise<SessionEntity | null> {
    const code = normalizeJoinCode(typed);
    return code.length > 8 ? null : this.sessions.findOneBy({ code });
  }

  /**
   * The session a result's `session_code` names, as its stored code and the pack version it
   * teaches (null: made before packs, the default pack's), or null for a code no session has.
   * A session that holds results is answered from memory (see `settle`).
   */
  async resultSessionOf(
    typed: string,
  ): Promise<{ code: string; packVersion: string | null } | null> {
    const code = normalizeJoinCode(typed);
    const settled = this.settled.get(code);
    if (settled !== undefined) return { code, packVersion: settled };
    const session = await this.known(code);
    return session ? { code: session.code, packVersion: session.pack_version } : null;
  }

  /** A result was saved in the session: its pack version can no longer change. */
  settle(code: string, packVersion: string | null): void {
    this.settled.set(code, packVersion);
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

  /**
   * Closes or reopens a session, or gives it another pack version: only while it holds no
   * results (409 otherwise), so that every result of a session answers the same questions.
   */
  async update(
    typed: string,
    change: { open?: boolean; pack_version?: string },
  ): Promise<SessionLookup> {
    const session = await this.find(typed);
    const changed: Partial<SessionEntity> = {};
    if (change.open !== undefined) changed.open = change.open;
    if (change.pack_version !== undefined && change.pack_version !== session.pack_version) {
      const pack = await this.chosenVersion(change.pack_version);
      if (await this.results.holdsResults(session.code)) {
        throw new ConflictException(
          `Session ${session.code} holds results scored with the questions of its pack version: its pack_version can no longer change. Create a new session for pack version ${pack.version}.`,
        );
      }
      changed.pack_version = pack.version;
    }
    if (Object.keys(changed).length > 0) {
      await this.sessions.update({ code: session.code }, changed);
    }
    return this.lookupOf({ ...session, ...changed });
  }

  private async find(typed: string): Promise<SessionEntity> {
    const session = await this.known(typed);
    if (!session) throw new NotFoundException(`No session with the code ${typed}`);
    return session;
  }
}

const lookupOf = ({ code, name, open }: SessionEntity, pack: SessionPack): SessionLookup => ({
  code,
  name,
  open: Boolean(open),
  ...pack,
});

const packOf = (version: PackVersion): SessionPack => ({
  pack_version: version.version,
  answer_key_version: version.answerKeyVersion,
});

const consentOf = (session: SessionEntity): SessionConsent | null =>
  session.consent_confirmed_by && session.consent_confirmed_at
    ? {
        confirmed_by: session.consent_confirmed_by,
        confirmed_at: session.consent_confirmed_at.toISOString(),
      }
    : null;
