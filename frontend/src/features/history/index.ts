export { ClassSelect } from './components/class-select';
export { DeleteRecordDialog } from './components/delete-record-dialog';
export { EraseStudentDialog } from './components/erase-student-dialog';
export { HistoryNoticeBar } from './components/history-notice-bar';
export { HistoryResults } from './components/history-results';
export { useHistoryNotice } from './hooks/use-history-notice';
export { useHistoryView } from './hooks/use-history-view';
export { FIRST_HISTORY_PAGE, historyListPath } from './api/history-request';
