import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CreateHistoryRecordDto } from './dto/create-history-record.dto.js';
import { HistoryFilterDto } from './dto/history-filter.dto.js';
import { ListHistoryQueryDto } from './dto/list-history-query.dto.js';
import { exportFileName } from './history-csv.js';
import type { HistoryClasses, HistoryPage, HistoryRecord } from '@piba/shared';
import { HistoryExportService } from './history-export.service.js';
import { HistoryService } from './history.service.js';
import { TeacherOnly } from '../teacher-access/teacher-only.decorator.js';

@ApiTags('history')
@Controller('history')
export class HistoryController {
  constructor(
    private readonly history: HistoryService,
    private readonly historyExport: HistoryExportService,
  ) {}

  @Post()
  @ApiCreatedResponse({ description: 'The saved record' })
  @ApiOkResponse({ description: 'This submission_id was saved before: the stored record' })
  @ApiBadRequestResponse({ description: 'A message per invalid field' })
  @ApiConflictResponse({ description: 'This submission_id was saved with other values' })
  async create(
    @Body() input: CreateHistoryRecordDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HistoryRecord> {
    const { record, created } = await this.history.create(input);
    response.status(created ? 201 : 200);
    return record;
  }

  @Get()
  @TeacherOnly()
  @ApiOkResponse({
    description: '{ data: HistoryRecord[], meta: { page, pageSize, total, summary } }',
  })
  list(@Query() query: ListHistoryQueryDto): Promise<HistoryPage> {
    return this.history.list(query);
  }

  @Get('classes')
  @TeacherOnly()
  @ApiOkResponse({ description: '{ data: string[] }: every class with a result, sorted' })
  async classes(): Promise<HistoryClasses> {
    return { data: await this.history.classes() };
  }

  @Get('export.csv')
  @TeacherOnly()
  @ApiOkResponse({ description: 'Every matching result as UTF-8 CSV with a byte order mark' })
  async exportCsv(@Query() filter: HistoryFilterDto): Promise<StreamableFile> {
    const csv = await this.historyExport.exportCsv(filter);
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${exportFileName()}"`,
    }).setErrorHandler((_error, response) => response.destroy?.());
  }

  @Delete(':id')
  @HttpCode(204)
  @TeacherOnly()
  @ApiNoContentResponse({ description: 'Removed' })
  remove(
    @Param(
      'id',
      new ParseIntPipe({
        exceptionFactory: () => new BadRequestException('id must be a whole number'),
      }),
    )
    id: number,
  ): Promise<void> {
    return this.history.remove(id);
  }
}
