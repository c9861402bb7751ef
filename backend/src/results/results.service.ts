import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { naturalSortKey } from './natural-order.js';
import {
  type ResultCounts,
  resultCountsOf,
  type ResultCountsRow,
  selectResultCounts,
} from './result-counts.js';

/**
 * The results table, named as the analysis's SQL names it: its entity belongs to the history
 * module, which uses the sessions module, which uses this one.
 */
const RESULTS_TABLE = 'history_records';
/** Deleted results, restorable for a while. */
const TRASH_TABLE = 'history_trash';

/** What the sessions module asks of the stored results. */
@Injectable()
export class ResultsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many results each session holds, by its code; a session with none is not in the map. */
  async countsBySession(): Promise<Map<string, ResultCounts>> {
    const rows = await selectResultCounts(this.results())
      .addSelect('record.session_code', 'session_code')
      .where('record.session_code IS NOT NULL')
      .groupBy('record.session_code')
      .getRawMany<ResultCountsRow & { session_code: string }>();
    return new Map(rows.map((row) => [row.session_code, resultCountsOf(row)]));
  }

  /**
   * The one pre-test of this name and class in the session that has no post-test yet, by its
   * participant id; null when there is none, or several students of that name and class (a
   * guess could pair one child's post-test with another's pre-test).
   */
  returningStudent(sessionCode: string, name: string, classRoom: string): Promise<string | null> {
    return this.oneStudent(sessionCode, name, classRoom, {
      taken: 'record.is_pretest = :yes',
      notYet: 'later.is_posttest = :yes',
    });
  }

  /**
   * The participant id of the one student of this name and class in the session with a
   * post-test and no delayed test yet, for the delayed test to carry; null when there is none or
   * more than one.
   */
  delayedStudent(sessionCode: string, name: string, classRoom: string): Promise<string | null> {
    return this.oneStudent(sessionCode, name, classRoom, {
      taken: 'record.is_posttest = :yes AND record.is_delayed = :no',
      notYet: 'later.is_delayed = :yes',
    });
  }

  /**
   * The participant id of the one student of this name and class in the session with a result
   * that is `taken` and none that is `notYet` (conditions on `record` and `later`, with :yes and
   * :no); null when there is none or more than one. Names and classes compare by their sort
   * keys: case, accents and spacing aside, as the teacher's table reads them.
   */
  private async oneStudent(
    sessionCode: string,
    name: string,
    classRoom: string,
    { taken, notYet }: { taken: string; notYet: string },
  ): Promise<string | null> {
    const rows = await this.results()
      .select('DISTINCT record.participant_id', 'participant_id')
      .where('record.session_code = :code', { code: sessionCode })
      .andWhere('record.name_sort = :name', { name: naturalSortKey(name) })
      .andWhere('record.class_sort = :classRoom', { classRoom: naturalSortKey(classRoom) })
      .andWhere(taken)
      .andWhere('record.participant_id IS NOT NULL')
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM history_records later WHERE later.session_code = record.session_code
          AND later.participant_id = record.participant_id AND ${notYet})`,
      )
      .setParameters({ yes: true, no: false })
      .limit(2)
      .getRawMany<{ participant_id: string }>();
    return rows.length === 1 ? rows[0].participant_id : null;
  }

  /** Whether the session holds a result, in the table or in the trash (it may be restored). */
  async holdsResults(sessionCode: string): Promise<boolean> {
    const holds = (table: string) =>
      this.dataSource
        .createQueryBuilder()
        .select('1', 'one')
        .from(table, 'record')
        .where('record.session_code = :code', { code: sessionCode })
        .limit(1)
        .getRawOne<{ one: number }>();
    const [live, trashed] = await Promise.all([holds(RESULTS_TABLE), holds(TRASH_TABLE)]);
    return Boolean(live ?? trashed);
  }

  private results() {
    return this.dataSource.createQueryBuilder().from(RESULTS_TABLE, 'record');
  }
}
