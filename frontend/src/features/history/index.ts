export { ClassSelect } from './components/class-select';
export { DeleteRecordDialog } from './components/delete-record-dialog';
export { HistoryResults } from './components/history-results';
export { useHistoryView } from './hooks/use-history-view';
export { FIRST_HISTORY_PAGE, historyListPath } from './api/history-request';
