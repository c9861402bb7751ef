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
  type Arrival,
  type CreatedSession,
  DEFAULT_SESSION_DESIGN,
  joinPath,
  normalizeJoinCode,
  type SessionKey,
  type SessionConsent,
  type SessionDesign,
  type SessionDesignFields,
  type SessionLookup,
  type ReturningStudent,
  type SessionPack,
  type SessionSummary,
  wibDate,
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
  private readonly settled = new Map<string, ResultSession>();

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
    chosenDesign: Partial<SessionDesign> = {},
  ): Promise<CreatedSession> {
    const pack = await this.chosenVersion(packVersion);
    const created = new Date();
    const design = checkedDesign(chosenDesign, pack, created);
    for (let draw = 1; ; draw += 1) {
      const code = newJoinCode();
      const teacherKey = newSessionKey(code);
      const now = created;
      const session = this.sessions.create({
        code,
        name,
        open: true,
        key_hash: await hashSessionKey(teacherKey),
        created_at: now,
        consent_confirmed_by: consentConfirmedBy ?? null,
        consent_confirmed_at: consentConfirmedBy ? now : null,
        pack_version: pack.version,
        ...design,
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
        ...designOf(session),
      };
    }
  }

  /** The version a new session or a change names: published and not retired, else 400. */
  private async chosenVersion(version?: string): Promise<PackVersion> {
    if (version === undefined) return this.packVersions.defaultVersion();
    const found = await this.packVersions.current(version);
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

  /**
   * A returning student's participant id (see ResultsService); 404 for a code no session has.
   * In a session with a delayed test, once it is open (today in WIB on or after its date), the
   * student found is the one with a post-test and no delayed test yet, and `delayed_test` says so.
   */
  async returningStudent(
    typed: string,
    name: string,
    classRoom: string,
  ): Promise<ReturningStudent> {
    const session = await this.find(typed);
    if (!session.delayed_test_from) {
      return {
        participant_id: await this.results.returningStudent(session.code, name, classRoom),
      };
    }
    if (!delayedTestOpen(session.delayed_test_from)) {
      return {
        participant_id: await this.results.returningStudent(session.code, name, classRoom),
        delayed_test: false,
      };
    }
    return {
      participant_id: await this.results.delayedStudent(session.code, name, classRoom),
      delayed_test: true,
    };
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
  async resultSessionOf(typed: string): Promise<ResultSession | null> {
    const code = normalizeJoinCode(typed);
    const settled = this.settled.get(code);
    if (settled !== undefined) return settled;
    const session = await this.known(code);
    return session
      ? { code: session.code, packVersion: session.pack_version, design: designOfEntity(session) }
      : null;
  }

  /**
   * A result was saved in the session: its pack version can no longer change, and its design
   * never does.
   */
  settle(session: ResultSession): void {
    this.settled.set(session.code, session);
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

  /**
   * A student's place in an AB-BA session's arrival order, from 0, asked when they start the
   * pre-test: students alternate by arrival between form A then B and form B then A. A student
   * who asked before is given their place again; one whose pre-test is already saved (taken
   * offline, with the form the app chose without the server) gets the place of that form. A new
   * student gets the next place: the session's counter is raised by one in a single statement,
   * so students arriving at the same moment each get their own. Two requests of one new student
   * at once give them one place (the first one recorded), leaving a number unused.
   */
  async arrival(typed: string, participantId: string): Promise<Arrival> {
    const session = await this.find(typed);
    if (session.form_design !== 'AB-BA') {
      throw new BadRequestException(
        `Session ${session.code} does not alternate its forms by arrival: its form_design is ${session.form_design ?? 'A'}, not AB-BA`,
      );
    }
    const known = await this.knownArrival(session.code, participantId);
    if (known !== null) return { arrival: known };
    const place = await this.nextArrival(session.code);
    try {
      await this.sessions.manager.query(
        'INSERT INTO session_arrivals (session_code, participant_id, arrival) VALUES (?, ?, ?)',
        [session.code, participantId, place],
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return { arrival: (await this.knownArrival(session.code, participantId)) ?? place };
    }
    return { arrival: place };
  }

  /** The place a student was given, or that their saved pre-test's form implies; else null. */
  private async knownArrival(code: string, participantId: string): Promise<number | null> {
    const [given] = await this.sessions.manager.query<Array<{ arrival: number | string }>>(
      'SELECT arrival FROM session_arrivals WHERE session_code = ? AND participant_id = ?',
      [code, participantId],
    );
    if (given) return Number(given.arrival);
    const [pretest] = await this.sessions.manager.query<Array<{ test_form: string | null }>>(
      `SELECT test_form FROM history_records
      WHERE participant_id = ? AND session_code = ? AND is_pretest = 1 AND is_delayed = 0
      ORDER BY created_at, id LIMIT 1`,
      [participantId, code],
    );
    return pretest ? (pretest.test_form === 'B' ? 1 : 0) : null;
  }

  /**
   * Raises the session's arrival counter by one and answers the place it gave (the counter
   * before): MySQL hands the raised value back through LAST_INSERT_ID, SQLite through RETURNING.
   */
  private async nextArrival(code: string): Promise<number> {
    const manager = this.sessions.manager;
    if (manager.connection.options.type === 'mysql') {
      const result = await manager.query<{ insertId: number }>(
        'UPDATE sessions SET arrivals = LAST_INSERT_ID(arrivals + 1) WHERE code = ?',
        [code],
      );
      return Number(result.insertId) - 1;
    }
    const [row] = await manager.query<Array<{ arrivals: number }>>(
      'UPDATE sessions SET arrivals = arrivals + 1 WHERE code = ? RETURNING arrivals',
      [code],
    );
    return Number(row.arrivals) - 1;
  }

  private async find(typed: string): Promise<SessionEntity> {
    const session = await this.known(typed);
    if (!session) throw new NotFoundException(`No session with the code ${typed}`);
    return session;
  }
}

const lookupOf = (session: SessionEntity, pack: SessionPack): SessionLookup => ({
  code: session.code,
  name: session.name,
  open: Boolean(session.open),
  ...pack,
  ...designOf(session),
});

/** The session a result names, as saving it needs: code, pack version and design. */
export interface ResultSession {
  code: string;
  /** Null: made before packs, the default pack's. */
  packVersion: string | null;
  design: SessionDesign;
}

/** A stored date column as YYYY-MM-DD (MySQL's driver may answer a Date). */
const dateText = (value: string | Date | null): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

/** A stored session's design; a session made before designs has every design off. */
export const designOfEntity = (session: SessionEntity): SessionDesign => ({
  form_design: session.form_design ?? DEFAULT_SESSION_DESIGN.form_design,
  shuffle_options: Boolean(session.shuffle_options),
  delayed_test_from: dateText(session.delayed_test_from),
  comparison: Boolean(session.comparison),
});

/** Whether a design differs from every design off. */
export const usesDesign = (design: SessionDesign): boolean =>
  design.form_design !== 'A' ||
  design.shuffle_options ||
  design.delayed_test_from !== null ||
  design.comparison;

/** The design fields an answer carries: all four when one is used, none otherwise. */
const designOf = (session: SessionEntity): SessionDesignFields => {
  const design = designOfEntity(session);
  return usesDesign(design) ? design : {};
};

/** Whether a delayed test dated `from` (YYYY-MM-DD, WIB) is open today in WIB. */
export const delayedTestOpen = (from: string | null, now = new Date()): boolean =>
  from !== null && wibDate(now) >= from;

/**
 * A new session's design, checked: a form B design needs a pack version with form B, and a
 * delayed test's date is a real date, not before the day the session is made (in WIB).
 */
function checkedDesign(
  chosen: Partial<SessionDesign>,
  pack: PackVersion,
  created: Date,
): SessionDesign {
  const design: SessionDesign = {
    form_design: chosen.form_design ?? DEFAULT_SESSION_DESIGN.form_design,
    shuffle_options: chosen.shuffle_options ?? false,
    delayed_test_from: chosen.delayed_test_from ?? null,
    comparison: chosen.comparison ?? false,
  };
  if (design.form_design !== 'A' && !pack.document.form_b) {
    throw new BadRequestException(
      `form_design ${design.form_design} needs a form B: pack version ${pack.version} has none; choose form_design A or a version with a form B`,
    );
  }
  const from = design.delayed_test_from;
  if (from !== null) {
    const parsed = new Date(`${from}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== from) {
      throw new BadRequestException(`delayed_test_from ${from} is not a date of the calendar`);
    }
    const today = wibDate(created);
    if (from < today) {
      throw new BadRequestException(
        `delayed_test_from ${from} is before the session's first day, ${today} (WIB): the delayed test must come after the lesson`,
      );
    }
  }
  return design;
}

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
