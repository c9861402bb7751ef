// What other modules use of results: the stored row and its subscriber, the answer-key rules,
// natural order and the filter. HistoryModule itself is wired by app.module.ts only: the sessions
// module reads result rows and is in turn used by HistoryModule, so exporting the module here
// would make the two load each other.
export * from './answers.js';
export { HistoryFilterDto, SessionFilterDto } from './dto/history-filter.dto.js';
export { ExportHistoryQueryDto } from './dto/export-history-query.dto.js';
export { HistorySortKeysSubscriber } from './history-sort-keys.subscriber.js';
export { HistoryRecordEntity, HistoryTrashEntity } from './history-record.entity.js';
export { compareNaturally, naturalSortKey, SORT_KEY_LENGTH } from './natural-order.js';
export { ParticipantCodes } from './participant-codes.js';
