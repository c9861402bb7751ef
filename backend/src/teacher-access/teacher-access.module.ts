import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { TeacherKeyGuard } from './teacher-key.guard.js';
import { TeacherScopes } from './teacher-scopes.js';
import { TeacherController } from './teacher.controller.js';

/**
 * Who may read and delete results (docs/product.md, "The teacher's pages"). The warning lives
 * here, not in the guard, because Nest makes a guard per module that uses it.
 */
@Module({
  controllers: [TeacherController],
  providers: [TeacherScopes, TeacherKeyGuard],
  exports: [TeacherScopes, TeacherKeyGuard],
})
export class TeacherAccessModule implements OnModuleInit {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  onModuleInit(): void {
    if (!this.config.get('TEACHER_ACCESS_KEY', { infer: true })) {
      new Logger('TeacherAccess').warn(
        'TEACHER_ACCESS_KEY is not set: anyone who can reach the server can read every result.',
      );
    }
  }
}
