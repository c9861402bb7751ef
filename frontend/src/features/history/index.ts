export { ClassSelect } from './components/class-select';
export { DeleteRecordDialog, EraseStudentDialog, HistoryNoticeBar } from './components/on-demand';
export { HistoryResults } from './components/history-results';
export { useHistoryNotice } from './hooks/use-history-notice';
export { useHistoryView } from './hooks/use-history-view';
export { historyListPath } from './api/history-request';
export { firstHistoryQuery } from './history-search';
export { historyPath } from './history-link';
