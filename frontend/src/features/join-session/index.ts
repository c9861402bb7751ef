export { JoinByCode } from './components/join-by-code';
export { JoinSession } from './components/join-session';
export { SessionBadge } from './components/session-badge';
export { useArrival } from './hooks/use-arrival';
export { useReturningStudent } from './hooks/use-returning-student';
export { readJoinedSession } from './joined-session';
export {
  arrivalIndex,
  lessonWaitsForPosttest,
  OPENED_LESSON_TEXT,
  readDelayedTest,
  readSessionDesign,
  WAITING_LESSON_TEXT,
} from './session-design';
