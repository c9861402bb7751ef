import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { TEACHER_KEY_HEADER } from '@piba/shared';
import { ApiErrorResponse } from '../common/api-error.response.js';
import { TeacherKeyGuard } from './teacher-key.guard.js';

/** A route that needs the teacher's key when TEACHER_ACCESS_KEY is set, documented as such. */
export const TeacherOnly = () =>
  applyDecorators(
    UseGuards(TeacherKeyGuard),
    ApiHeader({
      name: TEACHER_KEY_HEADER,
      required: false,
      description: 'The teacher access key; needed only when the server has TEACHER_ACCESS_KEY set',
    }),
    ApiUnauthorizedResponse({
      description: `TEACHER_ACCESS_KEY is set and the ${TEACHER_KEY_HEADER} header is missing or does not match`,
      type: ApiErrorResponse,
    }),
  );
