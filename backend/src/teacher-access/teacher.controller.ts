import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TeacherScope } from '@piba/shared';
import { ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { TeacherScopeResponse } from './teacher-scope.response.js';
import { Scope, TeacherOnly } from './teacher-only.decorator.js';

@ApiTags('teacher')
@ApiRetryableErrors()
@Controller('teacher')
export class TeacherController {
  @Get('me')
  @TeacherOnly()
  @ApiOperation({
    operationId: 'getTeacherScope',
    summary: 'What the given key opens',
    description:
      "Checks a teacher's key: the admin key opens every session, a session key only its own. The app asks this before it shows the teacher's pages.",
  })
  @ApiOkResponse({ type: TeacherScopeResponse })
  me(@Scope() scope: TeacherScope): TeacherScope {
    return scope;
  }
}
