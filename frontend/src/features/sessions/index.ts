export { useSessions, useVisibleSessions } from './api/sessions-api';
export { SessionsAdmin } from './components/sessions-admin';
export { SessionSelect } from './components/session-select';
