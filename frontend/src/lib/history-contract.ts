// The wire types are written once, in the backend; `export type` keeps backend code out of the bundle.
export type {
  HistoryPage,
  HistoryRecord,
  HistoryRecordInput,
} from '../../../backend/src/history/history-record.contract';
