export { teacherQueryKey } from './api/teacher-query-key';
export {
  isKeyRefusal,
  type KeyRefusalReason,
  TeacherKeyError,
  teacherHeaders,
  withTeacherKey,
} from './api/teacher-request';
export { teacherLink } from './teacher-link';
export { useRetryUnlessRefused } from './api/retry-unless-refused';
export { useTeacherAccess, type TeacherAccess } from './hooks/use-teacher-access';
export { KeyRequired } from './components/key-required';
export { AccessKeyDialog } from './components/access-key-dialog';
export { TeacherKeyDialog } from './components/teacher-key-dialog';
export { failureMessage } from './failure-message';
export { useTeacherScope } from './api/get-teacher-scope';
export { ScopeNote } from './components/scope-note';
export { OpenAccessBanner } from './components/open-access-banner';
export { accessStatusSettled, requestAccessStatusEarly } from './api/access-status';
export { SignOutButton } from './components/sign-out-button';
