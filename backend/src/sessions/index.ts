// What other modules use of sessions: the stored session, and the service that finds one.
export { SessionEntity } from './session.entity.js';
export { SessionsModule } from './sessions.module.js';
export {
  delayedTestOpen,
  designOfEntity,
  type ResultSession,
  SessionsService,
  usesDesign,
} from './sessions.service.js';
