import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { AUDITED, type DescribeAudit } from '../common/audited.js';
import { scopeOf } from '../teacher-access/index.js';
import { actorName, AuditService } from './audit.service.js';

/** A teacher opening page after page is one sign-in, not one per page. */
const SIGN_IN_QUIET_MS = 15 * 60_000;
const SIGN_INS_REMEMBERED = 10_000;

/**
 * Writes the audit entry of a route marked with `@Audited` once its handler has succeeded and
 * before the answer is sent: the caller never sees a success that the log does not hold.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly lastSignIn = new Map<string, number>();

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const describe = this.reflector.get<DescribeAudit | undefined>(AUDITED, context.getHandler());
    if (!describe) return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        const scope = scopeOf(request);
        const entry = describe(request, result);
        if (entry.action !== 'sign-in' || this.isNewSignIn(actorName(scope), request.ip)) {
          await this.audit.record(scope, entry, request.ip);
        }
        return result;
      }),
    );
  }

  private isNewSignIn(actor: string, address = ''): boolean {
    const key = `${actor} ${address}`;
    const now = Date.now();
    const last = this.lastSignIn.get(key);
    if (last !== undefined && now - last < SIGN_IN_QUIET_MS) return false;
    if (this.lastSignIn.size >= SIGN_INS_REMEMBERED) this.lastSignIn.clear();
    this.lastSignIn.set(key, now);
    return true;
  }
}
