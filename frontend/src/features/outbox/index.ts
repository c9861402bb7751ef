export { OutboxNotice } from './components/outbox-notice';
export { OutboxSync } from './components/outbox-sync';
export { useSubmissionStatus } from './hooks/use-outbox';
export { submitResult, type SubmissionStatus } from './outbox';
export { onSubmissionSaved } from './outbox-events';
