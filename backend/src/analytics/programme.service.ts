import {
  fnv1a32,
  type Evidence,
  type ProgrammeGroup,
  type ProgrammeReport,
  type ProgrammeSession,
} from '@piba/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnalysisPacks, type PackOfAnalysis } from './analysis-pack.js';
import type { ArmPair } from './designs/index.js';
import {
  armPairsOf,
  comparisonSection,
  DESIGN_RESULTS,
  type DesignResultRow,
} from './design-sections.js';
import { AnalyticsCache } from './analytics-cache.js';
import { analyticsParams, keyedQueries } from './analytics.sql.js';
import {
  evidenceInputs,
  noEvidence,
  pooled,
  type EvidenceInput,
  type EvidenceRow,
} from './evidence-input.js';
import { ResultChanges } from './result-changes.js';
import { evidenceOf, metaAnalysisOf } from './statistics/index.js';

/**
 * Sessions read at once. One query per session, not one over every result: each reads its
 * session's index range and sorts its own few thousand rows, which on MariaDB costs a fraction
 * of sorting 100,000.
 */
const AT_ONCE = 4;

interface SessionFigures {
  input: EvidenceInput;
  evidence: Evidence;
}

interface SessionRow {
  code: string;
  name: string;
  pack_version: string | null;
  comparison: number | boolean | string | null;
}

/**
 * The programme view: each session's evidence side by side, newest session first as the sessions
 * list shows them, and the evidence of all their pairs together. Results without a session
 * belong to no run of the programme and are left out. Each session is read alone, so a
 * participant's results in two sessions are two students. Each session's figures are kept in the
 * analysis cache under that session's own stamp, so a class saving results costs one session's
 * query, not the programme's; the figures with the flagged pairs in the tests are kept apart from
 * those without. Beside the pooled row (every pair as one sample) stands the random-effects
 * meta-analysis of the sessions' mean differences (statistics/meta-analysis.ts), each session
 * weighted by its own precision and the spread between sessions, with each session's SE and CI.
 * Each session is read with its own pack version's answer key, and only sessions of the same
 * answer-key version are pooled and meta-analysed together (a group): the students of two keys
 * answered different questions, so their scores do not measure the same thing.
 */
@Injectable()
export class ProgrammeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: AnalyticsCache,
    private readonly changes: ResultChanges,
    private readonly packs: AnalysisPacks,
  ) {}

  /** Every session (undefined: the admin key's), or one; the tests with the flagged pairs or not. */
  async report(session: string | undefined, includeFlagged = false): Promise<ProgrammeReport> {
    const scope = session ?? null;
    // The sessions and their pack versions are read each time (one small query), so that a new
    // session or another pack version shows at once; their figures come from the cache.
    const sessions = await this.dataSource.query<SessionRow[]>(
      scope === null
        ? 'SELECT code, name, pack_version, comparison FROM sessions ORDER BY created_at DESC, code'
        : 'SELECT code, name, pack_version, comparison FROM sessions WHERE code = ?',
      scope === null ? [] : [scope],
    );
    const listed = fnv1a32(
      JSON.stringify(
        sessions.map((row) => [row.code, row.pack_version, Number(row.comparison ?? 0)]),
      ),
    );
    return this.cache.read(
      JSON.stringify(['programme', scope, includeFlagged, listed]),
      this.changes.stampOf(scope),
      () => this.compute(sessions, includeFlagged),
    );
  }

  private async compute(sessions: SessionRow[], includeFlagged: boolean): Promise<ProgrammeReport> {
    const packOf = new Map<string | null, Promise<PackOfAnalysis>>();
    for (const { pack_version } of sessions) {
      if (!packOf.has(pack_version)) packOf.set(pack_version, this.packs.of(pack_version));
    }
    const packs = await Promise.all(sessions.map(({ pack_version }) => packOf.get(pack_version)!));
    const figures: SessionFigures[] = [];
    for (let start = 0; start < sessions.length; start += AT_ONCE) {
      const batch = sessions.slice(start, start + AT_ONCE);
      figures.push(
        ...(await Promise.all(
          batch.map(({ code }, i) => this.figures(code, packs[start + i], includeFlagged)),
        )),
      );
    }
    // The groups in the order of their newest session; each session's index in `sessions`.
    const byKey = new Map<string, number[]>();
    packs.forEach(({ answerKeyVersion }, i) =>
      byKey.set(answerKeyVersion, [...(byKey.get(answerKeyVersion) ?? []), i]),
    );
    const rows: ProgrammeSession[] = sessions.map(({ code, name }, i) => ({
      session_code: code,
      name,
      pack: {
        version: packs[i].pack.version,
        title: packs[i].pack.title,
        answer_key_version: packs[i].answerKeyVersion,
      },
      evidence: figures[i].evidence,
    }));
    const groups: ProgrammeGroup[] = [...byKey].map(([answerKeyVersion, members]) => {
      const { effects, metaAnalysis } = metaAnalysisOf(
        members.map((i) => figures[i].evidence.descriptives.difference),
      );
      members.forEach((i, k) => (rows[i].effect = effects[k]));
      return {
        answer_key_version: answerKeyVersion,
        session_codes: members.map((i) => sessions[i].code),
        pooled:
          members.length === 1
            ? figures[members[0]].evidence
            : evidence(
                pooled(
                  members.map((i) => figures[i].input),
                  includeFlagged,
                ),
              ),
        metaAnalysis,
      };
    });
    await this.compareArms(sessions, byKey, groups, includeFlagged);
    const [first] = groups;
    const comparison = groups.find((group) => group.comparison)?.comparison;
    const designs = comparison ? { comparison } : undefined;
    return {
      sessions: rows,
      pooled: first?.pooled ?? evidence(pooled([], includeFlagged)),
      metaAnalysis: first ? first.metaAnalysis : metaAnalysisOf([]).metaAnalysis,
      groups,
      ...(designs ? { designs } : {}),
    };
  }

  /**
   * Taught sessions against comparison classes, within each group of one answer-key version that
   * holds both (as the groups are pooled: two keys' students answered different questions), as
   * that group's `comparison`; `designs.comparison` is the first such group's. Each session's
   * pairs are those its evidence uses (first pre-test, last post-test, a delayed test never one
   * of them, a flagged pair only with includeFlagged), kept per session under its own stamp as
   * its evidence is, so a save to one session reads that session alone again.
   */
  private async compareArms(
    sessions: SessionRow[],
    byKey: Map<string, number[]>,
    groups: ProgrammeGroup[],
    includeFlagged: boolean,
  ): Promise<void> {
    const isComparison = (i: number) => Number(sessions[i].comparison ?? 0) === 1;
    const compared = [...byKey.values()].map((members) =>
      members.some(isComparison) && !members.every(isComparison) ? members : [],
    );
    const read = compared.flat();
    const arms = new Map<number, ArmPair[]>();
    for (let start = 0; start < read.length; start += AT_ONCE) {
      const batch = read.slice(start, start + AT_ONCE);
      const pairs = await Promise.all(
        batch.map((i) => this.armPairs(sessions[i].code, includeFlagged)),
      );
      batch.forEach((i, k) => arms.set(i, pairs[k]));
    }
    compared.forEach((members, g) => {
      const section = comparisonSection(
        members.filter((i) => !isComparison(i)).map((i) => arms.get(i)!),
        members.filter(isComparison).map((i) => arms.get(i)!),
      );
      if (section) {
        groups[g].comparison = {
          ...section,
          answerKeyVersion: groups[g].answer_key_version,
          otherGroups: compared.filter((other) => other.length > 0).length - 1,
        };
      }
    });
  }

  /** One session's pairs for the comparison of arms, read again only when its results changed. */
  private armPairs(code: string, includeFlagged: boolean): Promise<ArmPair[]> {
    return this.cache.read(
      JSON.stringify(['programme arm', code, includeFlagged]),
      this.changes.stampOf(code),
      async () =>
        armPairsOf(
          code,
          await this.dataSource.query<DesignResultRow[]>(DESIGN_RESULTS, [code, null, null]),
          includeFlagged,
        ),
      { spread: true },
    );
  }

  /**
   * One session's pairs and evidence, read again only when its results changed (or, for writes
   * of other app processes, after its spreadMaxAge: the sessions' parts expire one by one).
   */
  private figures(
    code: string,
    { answerKeyVersion, questions }: PackOfAnalysis,
    includeFlagged: boolean,
  ): Promise<SessionFigures> {
    return this.cache.read(
      JSON.stringify(['programme session', code, answerKeyVersion, includeFlagged]),
      this.changes.stampOf(code),
      async () => {
        const rows = await this.dataSource.query<EvidenceRow[]>(
          keyedQueries({ answerKeyVersion, questions }).evidenceRows,
          analyticsParams(code, null),
        );
        const input = evidenceInputs(rows, includeFlagged).get(code) ?? noEvidence(includeFlagged);
        return { input, evidence: evidence(input) };
      },
      { spread: true },
    );
  }
}

const evidence = ({ pairs, counts, flaggedIncluded }: EvidenceInput) =>
  evidenceOf(pairs, counts, flaggedIncluded);
