import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request } from 'express';
import type { Environment } from '../config/environment.js';
import { TEACHER_KEY_HEADER } from '@piba/shared';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Results are personal data of minors: with TEACHER_ACCESS_KEY set, reading and deleting them
 * require the key. Comparing digests keeps the comparison constant-time whatever the lengths.
 */
@Injectable()
export class TeacherKeyGuard implements CanActivate {
  private readonly key?: Buffer;

  constructor(config: ConfigService<Environment, true>) {
    const key = config.get('TEACHER_ACCESS_KEY', { infer: true });
    this.key = key ? digest(key) : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.key) return true;
    const given = context.switchToHttp().getRequest<Request>().header(TEACHER_KEY_HEADER);
    if (typeof given === 'string' && timingSafeEqual(digest(given), this.key)) return true;
    throw new UnauthorizedException(
      given
        ? `The ${TEACHER_KEY_HEADER} header does not match the teacher access key.`
        : `This needs the teacher access key in the ${TEACHER_KEY_HEADER} header.`,
    );
  }
}
