import { Controller, Get, Header } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccessStatus, TeacherScope } from '@piba/shared';
import { ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { Audited } from '../common/audited.js';
import { type Environment, isOpenAccess } from '../config/environment.js';
import { AccessStatusResponse } from './access-status.response.js';
import { TeacherScopeResponse } from './teacher-scope.response.js';
import { Scope, TeacherOnly } from './teacher-only.decorator.js';

@ApiTags('teacher')
@ApiRetryableErrors()
@Controller('teacher')
export class TeacherController {
  private readonly access: AccessStatus;

  constructor(config: ConfigService<Environment, true>) {
    const key = config.get('TEACHER_ACCESS_KEY', { infer: true });
    this.access = {
      open_access: isOpenAccess({ TEACHER_ACCESS_KEY: key }),
      trash_days: config.get('TRASH_DAYS', { infer: true }),
      retention_months: config.get('RETENTION_MONTHS', { infer: true }),
    };
  }

  @Get('access')
  // No personal data, and the same until the server restarts: a student's repeat visit to home
  // on the lab's slow network reads it from the browser's cache instead of asking again.
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    operationId: 'getAccessStatus',
    summary: 'Whether anyone may read the results',
    description:
      'Needs no key. The pages show a banner when open_access is true: the server runs without an admin key (in development, or as a demo with PIBA_OPEN_ACCESS=true). The privacy page shows the trash and retention periods.',
  })
  @ApiOkResponse({ type: AccessStatusResponse })
  accessStatus(): AccessStatus {
    return this.access;
  }

  @Get('me')
  @TeacherOnly()
  @ApiOperation({
    operationId: 'getTeacherScope',
    summary: 'What the given key opens',
    description:
      "Checks a teacher's key: the admin key opens every session, a session key only its own. The app asks this before it shows the teacher's pages.",
  })
  @ApiOkResponse({ type: TeacherScopeResponse })
  @Audited('sign-in')
  me(@Scope() scope: TeacherScope): TeacherScope {
    return scope;
  }
}
