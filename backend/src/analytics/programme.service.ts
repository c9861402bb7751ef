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
import { evidenceOf } from './statistics/index.js';

/**
 * Sessions read at once. One query per session, not one over every result: each reads its
 * session's index range and sorts its own few thousand rows, which on MariaDB costs a fraction
 * of sorting 100,000.
 */
const AT_ONCE = 4;

interface SessionFigures {
  stamp: string;
  input: EvidenceInput;
  evidence: Evidence;
}

/**
 * The programme view: each session's evidence side by side, newest session first as the sessions
 * list shows them, and the evidence of all their pairs together. Results without a session
 * belong to no run of the programme and are left out. Each session is read alone, so a
 * participant's results in two sessions are two students. Each session's pairs are kept until
 * its own results change, so a class saving results costs one session's query, not the
 * programme's; the figures with the flagged pairs in the tests are kept apart from those without.
 */
@Injectable()
export class ProgrammeService {
  /** Per `includeFlagged`, each session's figures. */
  private readonly kept = new Map<boolean, Map<string, SessionFigures>>([
    [false, new Map()],
    [true, new Map()],
  ]);

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
    const kept = this.kept.get(includeFlagged)!;
    const sessions = await this.dataSource.query<Array<{ code: string; name: string }>>(
      session === null
        ? 'SELECT code, name FROM sessions ORDER BY created_at DESC, code'
        : 'SELECT code, name FROM sessions WHERE code = ?',
      session === null ? [] : [session],
    );
    const stale = sessions
      .map(({ code }) => ({ code, stamp: this.changes.stampOf(code) }))
      .filter(({ code, stamp }) => kept.get(code)?.stamp !== stamp);
    for (let start = 0; start < stale.length; start += AT_ONCE) {
      const batch = stale.slice(start, start + AT_ONCE);
      const rows = await Promise.all(batch.map(({ code }) => this.rows(code)));
      batch.forEach((one, i) => this.keep(kept, one, rows[i], includeFlagged));
    }
    if (session === null) this.forgetAllBut(new Set(sessions.map(({ code }) => code)));
    const figures = sessions.map(({ code }) => kept.get(code)!);
    return {
      sessions: sessions.map(({ code, name }, i) => ({
        session_code: code,
        name,
        evidence: figures[i].evidence,
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
    };
  }

  private rows(session: string) {
    return this.dataSource.query<EvidenceRow[]>(EVIDENCE_ROWS, analyticsParams(session, null));
  }

  /** `stamp` was taken before the rows were read. */
  private keep(
    kept: Map<string, SessionFigures>,
    { code, stamp }: { code: string; stamp: string },
    rows: EvidenceRow[],
    includeFlagged: boolean,
  ) {
    const input = evidenceInputs(rows, includeFlagged).get(code) ?? noEvidence(includeFlagged);
    kept.set(code, { stamp, input, evidence: evidence(input) });
  }

  /** Sessions no longer listed (deleted) are not kept. */
  private forgetAllBut(listed: Set<string>) {
    for (const kept of this.kept.values()) {
      for (const code of kept.keys()) if (!listed.has(code)) kept.delete(code);
    }
  }
}

const evidence = ({ pairs, counts, flaggedIncluded }: EvidenceInput) =>
  evidenceOf(pairs, counts, flaggedIncluded);
