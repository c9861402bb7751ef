export { JoinByCode } from './components/join-by-code';
export { JoinSession } from './components/join-session';
export { SessionBadge } from './components/session-badge';
export { useReturningStudent } from './hooks/use-returning-student';
export { readJoinedSession } from './joined-session';
export { arrivalIndex, readDelayedTest, readSessionDesign } from './session-design';
