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
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CreateHistoryRecordDto } from './dto/create-history-record.dto.js';
import { ExportHistoryQueryDto } from './dto/export-history-query.dto.js';
import { ListHistoryQueryDto } from './dto/list-history-query.dto.js';
import { exportFileName } from './history-csv.js';
import type { HistoryClasses, HistoryPage, SavedHistoryRecord, TeacherScope } from '@piba/shared';
import { HistoryExportService } from './history-export.service.js';
import { HistoryService } from './history.service.js';
import { Scope, sessionOfScope, TeacherOnly, withinScope } from '../teacher-access/index.js';
import { SessionFilterDto } from './dto/history-filter.dto.js';
import { ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { HistoryDocs } from './history.openapi.js';

@ApiTags('history')
@ApiRetryableErrors()
@Controller('history')
export class HistoryController {
  constructor(
    private readonly history: HistoryService,
    private readonly historyExport: HistoryExportService,
  ) {}

  @Post()
  @HistoryDocs.create()
  async create(
    @Body() input: CreateHistoryRecordDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SavedHistoryRecord> {
    const { record, created } = await this.history.create(input);
    response.status(created ? 201 : 200);
    return record;
  }

  @Get()
  @TeacherOnly()
  @HistoryDocs.list()
  list(@Query() query: ListHistoryQueryDto, @Scope() scope: TeacherScope): Promise<HistoryPage> {
    return this.history.list(withinScope(query, scope));
  }

  @Get('classes')
  @TeacherOnly()
  @HistoryDocs.classes()
  async classes(
    @Query() query: SessionFilterDto,
    @Scope() scope: TeacherScope,
  ): Promise<HistoryClasses> {
    return { data: await this.history.classes(withinScope(query, scope)) };
  }

  @Get('export.csv')
  @TeacherOnly()
  @HistoryDocs.exportCsv()
  async exportCsv(
    @Query() query: ExportHistoryQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<StreamableFile> {
    const csv = await this.historyExport.exportCsv(withinScope(query, scope), scope);
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${exportFileName()}"`,
    }).setErrorHandler((_error, response) => response.destroy?.());
  }

  @Delete(':id')
  @HttpCode(204)
  @TeacherOnly()
  @HistoryDocs.remove()
  remove(
    @Param(
      'id',
      new ParseIntPipe({
        exceptionFactory: () => new BadRequestException('id must be a whole number'),
      }),
    )
    id: number,
    @Scope() scope: TeacherScope,
  ): Promise<void> {
    return this.history.remove(id, sessionOfScope(scope));
  }
}
