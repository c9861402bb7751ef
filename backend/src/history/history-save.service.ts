import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  formAnswerKeyVersions,
  type HistoryRecord,
  type SavedHistoryRecord,
  scoreQuiz,
} from '@piba/shared';
import { isUniqueViolation } from '../common/unique-violation.js';
import { DEFAULT_PACK_ID, type PackVersion, PackVersionsService } from '../packs/index.js';
import { delayedTestOpen, type ResultSession, SessionsService } from '../sessions/index.js';
import { inferredAnswerKeyVersion } from './answers.js';
import type { SubmissionDto } from './dto/submission.dto.js';
import { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
import { type StoredResult, toWire } from './stored-result.js';

/** `POST /api/history`: a result saved once per submission_id, however often it is sent. */
@Injectable()
export class HistorySaveService {
  constructor(
    @InjectRepository(HistoryRecordEntity)
    private readonly records: Repository<HistoryRecordEntity>,
    @InjectRepository(HistoryTrashEntity)
    private readonly trash: Repository<HistoryTrashEntity>,
    private readonly sessions: SessionsService,
    private readonly packVersions: PackVersionsService,
  ) {}

  /**
   * Saves a result once per submission_id. A repeat of a saved submission answers the stored
   * record with `created: false`; the same id with other values is a conflict.
   */
  async saveResult(
    input: SubmissionDto,
  ): Promise<{ record: SavedHistoryRecord; created: boolean }> {
    const { record, created } = await this.save(input);
    if (!input.session_code || record.session_code) return { record, created };
    // An unknown code never costs the student their result: it is kept without a session.
    const warning = `No session has the code ${input.session_code}: the result was saved without a session.`;
    return { record: { ...record, warning }, created };
  }

  private async save(input: SubmissionDto): Promise<{ record: HistoryRecord; created: boolean }> {
    const [session, trashed] = await Promise.all([
      input.session_code ? this.sessions.resultSessionOf(input.session_code) : null,
      // A re-sent result the teacher has deleted since is acknowledged, and stays deleted.
      input.submission_id ? this.trash.findOneBy({ submission_id: input.submission_id }) : null,
    ]);
    let pack: PackVersion | null = null;
    if (session?.packVersion) {
      pack = await this.packVersions.get(session.packVersion);
      if (pack) pack = await this.versionTaken(input, pack, session.code);
    }
    if (usesDesignFields(input)) {
      // Results saved before packs name no version: the default pack's current one teaches them.
      pack ??= session ? await this.packVersions.defaultVersion() : null;
      checkDesignFields(input, session, pack);
    }
    const sessionCode = session?.code ?? null;
    const record = this.records.create({
      submission_id: input.submission_id ?? null,
      participant_id: input.participant_id ?? null,
      answers: input.answers ?? null,
      answer_key_version:
        input.answer_key_version ?? inferredAnswerKeyVersion(input.answers, input.score),
      session_code: sessionCode,
      name: input.name ?? null,
      class_room: input.class_room ?? null,
      score: input.score,
      percentage: input.percentage,
      is_pretest: input.is_pretest,
      is_posttest: input.is_posttest,
      materials_seen_first: input.materials_seen_first ?? false,
      test_form: input.test_form === 'B' ? 'B' : null,
      attitude: input.attitude ?? null,
      is_delayed: input.is_delayed ?? false,
      pseudonymised: false,
      created_at: new Date(),
    });
    const saved = await this.stored(record, trashed);
    // The session holds a result now: its pack version is settled.
    if (session) this.sessions.settle(session);
    return saved;
  }

  /**
   * The pack version whose test this result answers, its answers and score checked against that
   * version's questions: the session's own version, or another published version whose answer
   * key the result names. A session's version may change while it holds no results, after some
   * students' tabs have already loaded the version it had; their results are still theirs, saved
   * with the answer-key version they were scored with (the analysis tells results of another key
   * apart). Refusing them would lose them: a student's tab does not send a refused result again.
   */
  private async versionTaken(
    input: SubmissionDto,
    sessionPack: PackVersion,
    code: string,
  ): Promise<PackVersion> {
    const sent = input.answer_key_version;
    const own = formOf(sessionPack, sent);
    if (own) return checkAnswers(input, sessionPack, own);
    // The default pack's older keys are saved as sent, as without a session.
    if (sessionPack.packId === DEFAULT_PACK_ID) return sessionPack;
    const taken = sent ? await this.packVersions.withAnswerKey(sent) : null;
    const form = taken ? formOf(taken, sent) : undefined;
    if (taken && form) return checkAnswers(input, taken, form);
    const accepted = packForms(sessionPack)
      .map((candidate) => candidate.answerKeyVersion)
      .join(' or ');
    throw new BadRequestException(
      `answer_key_version must be ${accepted}: session ${code} teaches pack version ${sessionPack.version}, whose answer key that is (or that of another published pack version); this result ${sent ? `was scored with ${sent}` : 'names no answer-key version'}`,
    );
  }

  /** The record inserted, or the one its submission_id saved before. */
  private async stored(
    record: HistoryRecordEntity,
    trashed: StoredResult | null,
  ): Promise<{ record: HistoryRecord; created: boolean }> {
    if (trashed) return { record: this.repeated(trashed, record), created: false };
    try {
      return { record: await this.insert(record), created: true };
    } catch (error) {
      if (!record.submission_id || !isUniqueViolation(error)) throw error;
      // Inserting first and reading on conflict keeps concurrent retries race-free.
      const { submission_id } = record;
      const stored =
        (await this.records.findOneBy({ submission_id })) ??
        (await this.trash.findOneBy({ submission_id }));
      // The earlier save was erased between the INSERT and this read: this one is saved instead.
      if (!stored) return { record: await this.insert(record), created: true };
      return { record: this.repeated(stored, record), created: false };
    }
  }

  /** The stored result a repeated submission_id names, or a conflict if the values differ. */
  private repeated(stored: StoredResult, incoming: HistoryRecordEntity): HistoryRecord {
    if (!sameResult(stored, incoming)) {
      throw new ConflictException(
        `submission_id ${incoming.submission_id} was already saved with different values`,
      );
    }
    return toWire(stored);
  }

  /** One INSERT, no transaction or re-read: every column but the id is known here. */
  private async insert(record: HistoryRecordEntity): Promise<HistoryRecord> {
    const { identifiers } = await this.records.insert(record);
    return toWire({ ...record, id: identifiers[0].id as number });
  }
}

const isOption = (value: unknown) => value === 1 || value === 2 || value === 3;

/** A form of a version's test: its answer-key version and its questions. */
interface PackForm {
  answerKeyVersion: string;
  questions: PackVersion['document']['questions'];
}

/** Each version's forms (A, and B when it has a parallel form), computed once per version. */
const formsOf = new WeakMap<PackVersion, PackForm[]>();
function packForms(pack: PackVersion): PackForm[] {
  let forms = formsOf.get(pack);
  if (!forms) {
    const { A, B } = formAnswerKeyVersions(pack.document);
    forms = [{ answerKeyVersion: A, questions: pack.document.questions }];
    if (B && pack.document.form_b)
      forms.push({ answerKeyVersion: B, questions: pack.document.form_b });
    formsOf.set(pack, forms);
  }
  return forms;
}

const formOf = (pack: PackVersion, akv: string | undefined): PackForm | undefined =>
  packForms(pack).find((candidate) => candidate.answerKeyVersion === akv);

/**
 * A result scored with a form (A, or a parallel form B) of a pack version names that form's
 * questions in its answers, and its score is theirs; answers that version.
 */
function checkAnswers(input: SubmissionDto, pack: PackVersion, form: PackForm): PackVersion {
  if (input.answers === undefined || input.answers === null) return pack;
  const { questions } = form;
  const answers = input.answers as Record<string, unknown>;
  const complete =
    Object.keys(answers).length === questions.length &&
    questions.every((question) => isOption(answers[question.name]));
  if (!complete) {
    throw new BadRequestException(
      `answers must map each question of pack version ${pack.version} (${questions.map((question) => question.name).join(', ')}) to 1, 2 or 3, and nothing else`,
    );
  }
  const { score } = scoreQuiz(questions, input.answers);
  if (score !== input.score) {
    throw new BadRequestException(
      `score "${input.score}" disagrees with the answers, which score ${score} with the key of pack version ${pack.version}`,
    );
  }
  return pack;
}

/** Whether a submission carries any of the research designs' fields. */
const usesDesignFields = (input: SubmissionDto): boolean =>
  input.test_form !== undefined || input.attitude !== undefined || input.is_delayed === true;

/**
 * The research designs' fields are those of the session's design and pack version: form B only
 * when the version has one (its answers and answer-key version being form B's), attitude ratings
 * for exactly the version's statements, and the delayed test only once the session's is open.
 */
function checkDesignFields(
  input: SubmissionDto,
  session: ResultSession | null,
  pack: PackVersion | null,
): void {
  if (input.test_form === 'B') {
    const formB = pack?.document.form_b ? formAnswerKeyVersions(pack.document).B : null;
    if (!session || !pack || !formB) {
      throw new BadRequestException(
        `test_form B needs a session whose pack version has a form B${pack ? `: pack version ${pack.version} has none` : ''}`,
      );
    }
    if (input.answer_key_version !== formB) {
      throw new BadRequestException(
        `test_form B is scored with form B's answer-key version ${formB} of pack version ${pack.version}, not ${input.answer_key_version ?? 'none'}`,
      );
    }
  } else if (input.test_form === 'A' && pack?.document.form_b) {
    const formA = formAnswerKeyVersions(pack.document).A;
    if (input.answer_key_version !== undefined && input.answer_key_version !== formA) {
      throw new BadRequestException(
        `test_form A is scored with form A's answer-key version ${formA} of pack version ${pack.version}, not ${input.answer_key_version}`,
      );
    }
  }
  if (input.attitude !== undefined) {
    const scale = pack?.document.attitude_scale;
    if (!session || !pack || !scale) {
      throw new BadRequestException(
        `attitude needs a session whose pack version has an attitude scale${pack ? `: pack version ${pack.version} has none` : ''}`,
      );
    }
    const ids = scale.map((item) => item.id);
    const sent = Object.keys(input.attitude);
    if (sent.length !== ids.length || !ids.every((id) => id in input.attitude!)) {
      throw new BadRequestException(
        `attitude must rate exactly the statements of pack version ${pack.version}'s attitude scale (${ids.join(', ')}), each 1..5`,
      );
    }
  }
  if (input.is_delayed === true) {
    const from = session?.design.delayed_test_from ?? null;
    if (!session || from === null) {
      throw new BadRequestException(
        `is_delayed needs a session with a delayed test${session ? `: session ${session.code} has none` : ''}`,
      );
    }
    if (!delayedTestOpen(from)) {
      throw new BadRequestException(
        `is_delayed: session ${session.code}'s delayed test opens on ${from} (WIB), not before`,
      );
    }
  }
}

const RESULT_FIELDS = [
  'name',
  'class_room',
  'score',
  'percentage',
  'is_pretest',
  'is_posttest',
] as const;

function sameResult(stored: StoredResult, incoming: HistoryRecordEntity): boolean {
  return RESULT_FIELDS.every((field) => stored[field] === incoming[field]);
}
