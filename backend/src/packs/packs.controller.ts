import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { AdminOnly } from '../teacher-access/index.js';
import { PackListResponse } from './dto/pack.responses.js';
import { type PackSummary, PacksService } from './packs.service.js';

@ApiTags('packs')
@ApiRetryableErrors()
@AdminOnly()
@Controller('packs')
export class PacksController {
  constructor(private readonly packs: PacksService) {}

  @Get()
  @ApiOperation({
    operationId: 'listPacks',
    summary: 'Every lesson pack',
    description:
      'The default pack (PIBA’s own lesson, read-only) first, then the newest; each with its draft’s revision and its published versions, newest first.',
  })
  @ApiOkResponse({ type: PackListResponse })
  async list(): Promise<{ packs: PackSummary[] }> {
    return { packs: await this.packs.list() };
  }
}
