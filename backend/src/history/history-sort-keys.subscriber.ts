import {
  EventSubscriber,
  type EntitySubscriberInterface,
  type InsertEvent,
  type UpdateEvent,
} from 'typeorm';
import { HistoryRecordEntity } from './history-record.entity.js';
import { naturalSortKey } from '../results/index.js';

/**
 * Gives every result saved through TypeORM the sort keys of its name and class, and marks its
 * name as not yet a pseudonym. A subscriber
 * rather than an entity listener: it also sees the plain objects of a bulk insert. An update
 * that sets no name or class leaves their keys alone.
 */
@EventSubscriber()
export class HistorySortKeysSubscriber implements EntitySubscriberInterface<HistoryRecordEntity> {
  listenTo() {
    return HistoryRecordEntity;
  }

  beforeInsert({ entity }: InsertEvent<HistoryRecordEntity>) {
    entity.name_sort = naturalSortKey(entity.name);
    entity.class_sort = naturalSortKey(entity.class_room);
    // Declared without the database's default (the entity says why): a new name is real.
    entity.pseudonymised ??= false;
    entity.materials_seen_first ??= false;
    entity.is_delayed ??= false;
  }

  beforeUpdate({ entity }: UpdateEvent<HistoryRecordEntity>) {
    if (!entity) return;
    if ('name' in entity) entity.name_sort = naturalSortKey(entity.name as string | null);
    if ('class_room' in entity) {
      entity.class_sort = naturalSortKey(entity.class_room as string | null);
    }
  }
}
