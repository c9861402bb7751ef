import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditAction } from '@piba/shared';
import { parseQueryBoolean } from './query-boolean.js';

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

/**
 * What an export covered, for its audit entry: `<filtered> (field=value, …, flag) as <format>`,
 * or `<whole> as <format>` without a filter. Only the given fields and flags are named; a name
 * searched for never is.
 */
export function describeExport(
  query: Record<string, unknown>,
  export_: { filtered: string; whole: string; fields: string[]; flags: string[]; format: string },
): string {
  const { filtered, whole, fields, flags, format } = export_;
  const parts = [
    ...fields
      .filter((field) => typeof query[field] === 'string')
      .map((field) => `${field}=${String(query[field])}`),
    ...(query.q ? ['a name search'] : []),
    ...flags.filter((flag) => parseQueryBoolean(query[flag], { digits: true }) === true),
  ];
  return `${parts.length > 0 ? `${filtered} (${parts.join(', ')})` : whole} as ${format}`;
}
