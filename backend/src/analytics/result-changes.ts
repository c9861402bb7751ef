import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
} from 'typeorm';
import { HistoryRecordEntity } from '../history/index.js';

/**
 * A stamp that moves whenever results change: saved, deleted, restored, erased, pseudonymised,
 * or marked in any other way, through any TypeORM write of `history_records` (the history
 * module's services write nothing else). A write inside a transaction moves it again once the
 * transaction commits, so an analysis read between the write and the commit is not kept.
 * Registered on the data source itself, so it needs no entry in its options.
 */
@Injectable()
export class ResultChanges implements EntitySubscriberInterface<HistoryRecordEntity> {
  private stamp = 0;
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** Changes whenever the results may have. */
  get current(): number {
    return this.stamp;
  }

  listenTo() {
    return HistoryRecordEntity;
  }

  afterInsert(event: { queryRunner: QueryRunner }) {
    this.changed(event.queryRunner);
  }

  afterUpdate(event: { queryRunner: QueryRunner }) {
    this.changed(event.queryRunner);
  }

  afterRemove(event: { queryRunner: QueryRunner }) {
    this.changed(event.queryRunner);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent) {
    if (!this.pending.delete(queryRunner)) return;
    this.stamp += 1;
  }

  private changed(queryRunner: QueryRunner) {
    this.stamp += 1;
    if (queryRunner.isTransactionActive) this.pending.add(queryRunner);
  }
}
