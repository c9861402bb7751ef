import type { ProgrammeReport } from '@piba/shared';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnalyticsCache } from './analytics-cache.js';
import { analyticsParams, PROGRAMME_ROWS } from './analytics.sql.js';
import {
  evidenceInputs,
  noEvidence,
  pooled,
  type EvidenceInput,
  type EvidenceRow,
} from './evidence-input.js';
import { evidenceOf } from './statistics/index.js';

const evidence = ({ pairs, counts }: EvidenceInput) => evidenceOf(pairs, counts);

/**
 * The programme view: each session's evidence side by side, newest session first as the sessions
 * list shows them, and the evidence of all their pairs together. Results without a session
 * belong to no run of the programme and are left out. A participant's results in two sessions
 * are two students.
 */
@Injectable()
export class ProgrammeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: AnalyticsCache,
  ) {}

  /** Every session (undefined: the admin key), or the one session of a session key. */
  report(session: string | undefined): Promise<ProgrammeReport> {
    return this.cache.read(JSON.stringify(['programme', session ?? null]), () =>
      this.compute(session ?? null),
    );
  }

  private async compute(session: string | null): Promise<ProgrammeReport> {
    const [sessions, rows] = await Promise.all([
      this.dataSource.query<Array<{ code: string; name: string }>>(
        session === null
          ? 'SELECT code, name FROM sessions ORDER BY created_at DESC, code'
          : 'SELECT code, name FROM sessions WHERE code = ?',
        session === null ? [] : [session],
      ),
      this.dataSource.query<EvidenceRow[]>(PROGRAMME_ROWS, analyticsParams(session, null)),
    ]);
    const inputs = evidenceInputs(rows);
    const ofSession = (code: string) => inputs.get(code) ?? noEvidence();
    return {
      sessions: sessions.map(({ code, name }) => ({
        session_code: code,
        name,
        evidence: evidence(ofSession(code)),
      })),
      pooled: evidence(pooled(sessions.map(({ code }) => ofSession(code)))),
    };
  }
}
