import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { TEACHER_KEY_HEADER, type TeacherScope } from '@piba/shared';
import { TeacherScopes } from './teacher-scopes.js';
import { WrongKeyThrottle } from './wrong-key-throttle.js';

export const ADMIN_ONLY = Symbol('admin only');
const SCOPE = Symbol('teacher scope');

type ScopedRequest = Request & { [SCOPE]?: TeacherScope };

/** The scope the guard found for this request. */
export const scopeOf = (request: Request): TeacherScope => {
  const scope = (request as ScopedRequest)[SCOPE];
  if (!scope) throw new Error('the teacher key guard did not run for this route');
  return scope;
};

/**
 * Results are personal data of minors: reading and deleting them need a key that opens them
 * (TeacherScopes), and the routes read only what that key's scope holds.
 */
@Injectable()
export class TeacherKeyGuard implements CanActivate {
  constructor(
    private readonly scopes: TeacherScopes,
    private readonly reflector: Reflector,
    private readonly throttle: WrongKeyThrottle,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<ScopedRequest>();
    const key = request.header(TEACHER_KEY_HEADER);
    const scope = await this.scopes.resolve(key).catch(async (error: unknown) => {
      if (key && error instanceof UnauthorizedException) {
        await this.throttle.refuse(request.ip ?? 'unknown', key, http.getResponse<Response>());
      }
      throw error;
    });
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (adminOnly && scope.role !== 'admin') {
      throw new ForbiddenException(
        'This needs the admin key (TEACHER_ACCESS_KEY); a session key opens only its own results.',
      );
    }
    request[SCOPE] = scope;
    return true;
  }
}
