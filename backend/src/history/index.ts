// What other modules use of results: the stored row and its subscriber, the answer-key rules,
// the filter, participant codes, and the module.
export * from './answers.js';
export { HistoryFilterDto, SessionFilterDto } from './dto/history-filter.dto.js';
export { ExportHistoryQueryDto } from './dto/export-history-query.dto.js';
export { HistorySortKeysSubscriber } from './history-sort-keys.subscriber.js';
export { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
export { HistoryModule } from './history.module.js';
export { ParticipantCodes } from './participant-codes.js';
export { deletedSessionsOf } from './result-deletion.js';
