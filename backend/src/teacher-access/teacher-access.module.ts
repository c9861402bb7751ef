import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type Environment, isOpenAccess } from '../config/environment.js';
import { TeacherKeyGuard } from './teacher-key.guard.js';
import { TeacherScopes } from './teacher-scopes.js';
import { TeacherController } from './teacher.controller.js';
import { WrongKeyThrottle } from './wrong-key-throttle.js';

/**
 * Who may read and delete results (docs/product.md, "The teacher's pages"). The warning lives
 * here, not in the guard, because Nest makes a guard per module that uses it.
 */
@Module({
  controllers: [TeacherController],
  providers: [TeacherScopes, TeacherKeyGuard, WrongKeyThrottle],
  exports: [TeacherScopes, TeacherKeyGuard, WrongKeyThrottle],
})
export class TeacherAccessModule implements OnModuleInit {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  onModuleInit(): void {
    // The same rule GET /api/teacher/access answers with (TeacherController).
    if (
      isOpenAccess({ TEACHER_ACCESS_KEY: this.config.get('TEACHER_ACCESS_KEY', { infer: true }) })
    ) {
      new Logger('TeacherAccess').warn(
        'Access is open: TEACHER_ACCESS_KEY is not set, so anyone who can reach the server can ' +
          'read and delete every result, and the pages say so. Set it (openssl rand -hex 24) ' +
          'before real students use PIBA.',
      );
    }
  }
}
