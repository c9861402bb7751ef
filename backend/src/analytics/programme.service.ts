import type { Evidence, ProgrammeReport } from '@piba/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnalyticsCache } from './analytics-cache.js';
import { analyticsParams, EVIDENCE_ROWS } from './analytics.sql.js';
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
 */
@Injectable()
export class ProgrammeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: AnalyticsCache,
    private readonly changes: ResultChanges,
  ) {}

  /** Every session (undefined: the admin key's), or one; the tests with the flagged pairs or not. */
  report(session: string | undefined, includeFlagged = false): Promise<ProgrammeReport> {
    const scope = session ?? null;
    return this.cache.read(
      JSON.stringify(['programme', scope, includeFlagged]),
      this.changes.stampOf(scope),
      () => this.compute(scope, includeFlagged),
    );
  }

  private async compute(session: string | null, includeFlagged: boolean): Promise<ProgrammeReport> {
    const sessions = await this.dataSource.query<Array<{ code: string; name: string }>>(
      session === null
        ? 'SELECT code, name FROM sessions ORDER BY created_at DESC, code'
        : 'SELECT code, name FROM sessions WHERE code = ?',
      session === null ? [] : [session],
    );
    const figures: SessionFigures[] = [];
    for (let start = 0; start < sessions.length; start += AT_ONCE) {
      const batch = sessions.slice(start, start + AT_ONCE);
      figures.push(
        ...(await Promise.all(batch.map(({ code }) => this.figures(code, includeFlagged)))),
      );
    }
    const { effects, metaAnalysis } = metaAnalysisOf(
      figures.map(({ evidence }) => evidence.descriptives.difference),
    );
    return {
      sessions: sessions.map(({ code, name }, i) => ({
        session_code: code,
        name,
        evidence: figures[i].evidence,
        effect: effects[i],
      })),
      pooled:
        figures.length === 1
          ? figures[0].evidence
          : evidence(
              pooled(
                figures.map((figure) => figure.input),
                includeFlagged,
              ),
            ),
      metaAnalysis,
    };
  }

  /** One session's pairs and evidence, read again only when its results changed. */
  private figures(code: string, includeFlagged: boolean): Promise<SessionFigures> {
    return this.cache.read(
      JSON.stringify(['programme session', code, includeFlagged]),
      this.changes.stampOf(code),
      async () => {
        const rows = await this.dataSource.query<EvidenceRow[]>(
          EVIDENCE_ROWS,
          analyticsParams(code, null),
        );
        const input = evidenceInputs(rows, includeFlagged).get(code) ?? noEvidence(includeFlagged);
        return { input, evidence: evidence(input) };
      },
    );
  }
}

const evidence = ({ pairs, counts, flaggedIncluded }: EvidenceInput) =>
  evidenceOf(pairs, counts, flaggedIncluded);
