import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  TransactionCommitEvent,
} from 'typeorm';
import { deletedSessionsOf, HistoryRecordEntity } from '../history/index.js';

/** A change whose session is not known (a delete or an update by condition): every session's. */
const ANY = Symbol('any session');
type Touched = string | null | typeof ANY;

/**
 * Stamps that move whenever results change: saved, deleted, restored, erased, pseudonymised, or
 * marked in any other way, through any TypeORM write of `history_records` (the history module
 * writes results no other way). A saved result moves its own session's stamp, and so does a
 * deleted one whose session the delete names (deleteResults); a change whose session is not
 * known moves every one. A write inside a transaction moves them again once the
 * transaction commits, so an analysis read between the write and the commit is not kept.
 * Registered on the data source itself, so it needs no entry in its options.
 */
@Injectable()
export class ResultChanges implements EntitySubscriberInterface<HistoryRecordEntity> {
  /** Moves on every change. */
  private all = 0;
  /** Moves on every change whose session is not known. */
  private everySession = 0;
  private readonly sessions = new Map<string | null, number>();
  private readonly pending = new WeakMap<QueryRunner, Set<Touched>>();
  /** Told of every change made through this process: its session, undefined when not known. */
  private readonly listeners: Array<(session: string | null | undefined) => void> = [];

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** The stamp of one session's results (`none`: those without one), or of every result (null). */
  stampOf(session: string | null): string {
    if (session === null) return `all ${this.all}`;
    const key = session === 'none' ? null : session;
    return `${this.everySession} ${this.sessions.get(key) ?? 0}`;
  }

  /** Calls `listener` on every change made through this process (SharedResultChanges). */
  onChange(listener: (session: string | null | undefined) => void): void {
    this.listeners.push(listener);
  }

  /** A change another app process made (undefined: to a session not known): moves the stamps. */
  changedElsewhere(session: string | null | undefined): void {
    this.apply(session === undefined ? ANY : session);
  }

  listenTo() {
    return HistoryRecordEntity;
  }

  afterInsert({ queryRunner, entity }: InsertEvent<HistoryRecordEntity>) {
    const known = entity && 'session_code' in entity;
    this.changed(queryRunner, known ? (entity.session_code ?? null) : ANY);
  }

  afterUpdate({ queryRunner }: { queryRunner: QueryRunner }) {
    this.changed(queryRunner, ANY);
  }

  /** A delete names its results' sessions when made through deleteResults (history module). */
  afterRemove({ queryRunner }: { queryRunner: QueryRunner }) {
    const sessions = deletedSessionsOf(queryRunner);
    if (!sessions) this.changed(queryRunner, ANY);
    else for (const session of sessions) this.changed(queryRunner, session);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent) {
    const touched = this.pending.get(queryRunner);
    this.pending.delete(queryRunner);
    for (const session of touched ?? []) this.move(session);
  }

  private changed(queryRunner: QueryRunner, session: Touched) {
    this.move(session);
    if (!queryRunner.isTransactionActive) return;
    const touched = this.pending.get(queryRunner) ?? new Set<Touched>();
    this.pending.set(queryRunner, touched.add(session));
  }

  private move(session: Touched) {
    this.apply(session);
    for (const listener of this.listeners) listener(session === ANY ? undefined : session);
  }

  private apply(session: Touched) {
    this.all += 1;
    if (session === ANY) this.everySession += 1;
    else this.sessions.set(session, (this.sessions.get(session) ?? 0) + 1);
  }
}
