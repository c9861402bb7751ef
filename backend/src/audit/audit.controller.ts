import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditPage } from '@piba/shared';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { AdminOnly } from '../teacher-access/index.js';
import { AuditPageResponse } from './audit-page.response.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { AuditService } from './audit.service.js';

@ApiTags('audit')
@ApiRetryableErrors()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    operationId: 'listAuditLog',
    summary: 'The audit log',
    description:
      'Who signed in, exported, deleted, restored or erased results, and who made, closed, reopened or re-keyed a session: newest first. The admin key only.',
  })
  @ApiOkResponse({ type: AuditPageResponse })
  @ApiErrors({ 400: 'A message per invalid or unknown query parameter' })
  list(@Query() query: PageQueryDto): Promise<AuditPage> {
    return this.audit.list(query.page, query.pageSize);
  }
}
