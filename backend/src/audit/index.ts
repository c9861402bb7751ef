// What other modules use of the audit log: the service that writes to it, its row, and the module.
export { AuditEntryEntity } from './audit-entry.entity.js';
export { type AuditActor, AuditService } from './audit.service.js';
export { AuditModule } from './audit.module.js';
