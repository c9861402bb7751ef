/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 50;
export const FIRST_AUDIT_PAGE = 1;

/**
 * The API path of one page of the log, newest entries on page 1. Apart from the query, so that
 * the early requests (app/early-requests.ts) take it without React Query.
 */
export const auditLogPath = (page: number) => `/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`;
