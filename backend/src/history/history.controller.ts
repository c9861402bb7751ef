import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CreateHistoryRecordDto } from './dto/create-history-record.dto.js';
import { ListHistoryQueryDto } from './dto/list-history-query.dto.js';
import type { HistoryPage, HistoryRecord } from './history-record.contract.js';
import { HistoryService } from './history.service.js';

@ApiTags('history')
@Controller('history')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Post()
  @ApiCreatedResponse({ description: 'The saved record' })
  @ApiBadRequestResponse({ description: 'A message per invalid field' })
  create(@Body() input: CreateHistoryRecordDto): Promise<HistoryRecord> {
    return this.history.create(input);
  }

  @Get()
  @ApiOkResponse({ description: '{ data: HistoryRecord[], meta: { page, pageSize, total } }' })
  list(@Query() query: ListHistoryQueryDto): Promise<HistoryPage> {
    return this.history.list(query);
  }
}
