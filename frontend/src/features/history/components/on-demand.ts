import type { ComponentProps } from 'react';
import { lazyWhenShown } from '../../../lib/lazy-when-shown';
import type { DeleteRecordDialog as DeleteDialog } from './delete-record-dialog';
import type { EraseStudentDialog as EraseDialog } from './erase-student-dialog';
import type { HistoryNoticeBar as NoticeBar } from './history-notice-bar';

// The results page's dialogs and its notice, each downloaded the first time it opens: the page's
// first screen draws none of them.

export const DeleteRecordDialog = lazyWhenShown<ComponentProps<typeof DeleteDialog>>(
  () => import('./delete-record-dialog').then((module) => module.DeleteRecordDialog),
  ({ record }) => record !== null,
);

export const EraseStudentDialog = lazyWhenShown<ComponentProps<typeof EraseDialog>>(
  () => import('./erase-student-dialog').then((module) => module.EraseStudentDialog),
  ({ record }) => record !== null,
);

export const HistoryNoticeBar = lazyWhenShown<ComponentProps<typeof NoticeBar>>(
  () => import('./history-notice-bar').then((module) => module.HistoryNoticeBar),
  ({ notice }) => notice !== null,
);
