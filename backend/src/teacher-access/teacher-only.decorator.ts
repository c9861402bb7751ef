import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiForbiddenResponse, ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { ApiErrorResponse } from '../common/api-error.response.js';
import { ADMIN_ONLY, scopeOf, TeacherKeyGuard } from './teacher-key.guard.js';

/** A route for a teacher's key: the admin key, or a session key for its session's results. */
export const TeacherOnly = () =>
  applyDecorators(
    UseGuards(TeacherKeyGuard),
    ApiHeader({
      name: TEACHER_KEY_HEADER,
      required: false,
      description:
        "The admin key (the server's TEACHER_ACCESS_KEY), which opens every result, or a session key, which opens its session's results only. Without TEACHER_ACCESS_KEY set, no key reads everything.",
    }),
    ApiUnauthorizedResponse({
      description: `TEACHER_ACCESS_KEY is set and the ${TEACHER_KEY_HEADER} header is missing or matches no key`,
      type: ApiErrorResponse,
    }),
  );

/** A route for the deployment's administrator: the admin key only, never a session key. */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ADMIN_ONLY, true),
    TeacherOnly(),
    ApiForbiddenResponse({
      description: 'The key is a session key; this needs the admin key',
      type: ApiErrorResponse,
    }),
  );

/** The handler's parameter for the scope of the request's key (TeacherScope). */
export const Scope = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  scopeOf(context.switchToHttp().getRequest()),
);
