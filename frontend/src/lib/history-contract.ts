// The wire types are written once, in the backend; `export type` keeps backend code out of the bundle.
export type {
  HistoryClasses,
  HistoryFilter,
  HistoryPage,
  HistoryQuery,
  HistoryRecord,
  HistoryRecordInput,
  HistorySortField,
  HistorySummary,
  HistoryType,
  TEACHER_KEY_HEADER,
} from '../../../backend/src/history/history-record.contract';
