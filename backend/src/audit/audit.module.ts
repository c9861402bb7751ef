import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TeacherAccessModule } from '../teacher-access/index.js';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditController } from './audit.controller.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AuditService } from './audit.service.js';

/**
 * The audit log. Global, so that any module's services can write to it (the daily jobs, an
 * erasure with its reason); routes are written to it by marking them `@Audited`
 * (common/audited.ts).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity]), TeacherAccessModule],
  controllers: [AuditController],
  providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
