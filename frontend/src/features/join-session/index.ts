export { JoinSession } from './components/join-session';
export { SessionBadge } from './components/session-badge';
