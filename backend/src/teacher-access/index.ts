// What other modules use of teacher access: the guard's decorators, the scope of a key, and the
// session key's format. Nothing here imports another module at run time.
export { hashSessionKey, newSessionKey } from './session-keys.js';
export { scopeOf } from './teacher-key.guard.js';
export { AdminOnly, Scope, TeacherOnly } from './teacher-only.decorator.js';
export { sessionOfScope, withinScope } from './within-scope.js';
export { TeacherAccessModule } from './teacher-access.module.js';
