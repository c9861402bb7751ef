export { AuditLog } from './components/audit-log';
export { AUDIT_LOG_PATH, AuditLogLink } from './components/audit-log-link';
export { useAuditLog } from './api/get-audit-log';
export { auditLogPath, FIRST_AUDIT_PAGE } from './api/audit-request';
