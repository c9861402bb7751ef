import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditAction } from '@piba/shared';

/** What a handler's audit entry says beyond who, when and from where. */
export interface AuditDescription {
  action: AuditAction;
  target?: string | null;
  detail?: string | null;
}

export type DescribeAudit = (request: Request, result: unknown) => AuditDescription;

export const AUDITED = Symbol('audited');

/**
 * Writes an entry to the audit log when the handler succeeds, before its answer is sent
 * (AuditInterceptor in the audit module). For routes behind a teacher's key: the key's scope is
 * the actor. Here rather than in the audit module so that any module may mark its routes.
 */
export const Audited = (describe: AuditAction | DescribeAudit) =>
  SetMetadata(AUDITED, typeof describe === 'string' ? () => ({ action: describe }) : describe);
