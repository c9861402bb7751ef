import type { SelectQueryBuilder } from 'typeorm';
import type { HistoryFilter } from '@piba/shared';
import type { HistoryRecordEntity } from './history-record.entity.js';

/** `%` and `_` in a search are literal ('!' escapes on MySQL and SQLite alike). */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

/** The one definition of what a filter selects, for the list, the summary and the export. */
export function applyHistoryFilter(
  builder: SelectQueryBuilder<HistoryRecordEntity>,
  filter: HistoryFilter,
): SelectQueryBuilder<HistoryRecordEntity> {
  if (filter.session === 'none') builder.andWhere('record.session_code IS NULL');
  else if (filter.session !== undefined) {
    builder.andWhere('record.session_code = :session', { session: filter.session });
  }
  if (filter.classRoom !== undefined) {
    builder.andWhere('record.class_room = :classRoom', { classRoom: filter.classRoom });
  }
  if (filter.type === 'pretest') builder.andWhere('record.is_pretest = :yes', { yes: true });
  if (filter.type === 'posttest') builder.andWhere('record.is_posttest = :yes', { yes: true });
  if (filter.q) {
    const q = `%${escapeLike(filter.q)}%`;
    builder.andWhere("record.name LIKE :q ESCAPE '!'", { q });
  }
  if (filter.from) builder.andWhere('record.created_at >= :from', { from: new Date(filter.from) });
  if (filter.to) builder.andWhere('record.created_at < :to', { to: new Date(filter.to) });
  return builder;
}
