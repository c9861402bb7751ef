import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Res,
  type StreamableFile,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SubmissionDto } from './dto/submission.dto.js';
import { ExportHistoryQueryDto } from './dto/export-history-query.dto.js';
import { ListHistoryQueryDto } from './dto/list-history-query.dto.js';
import { exportFileName } from './export-columns.js';
import type {
  ErasedStudent,
  HistoryClasses,
  HistoryPage,
  HistoryRecord,
  SavedHistoryRecord,
  TeacherScope,
  TrashPage,
} from '@piba/shared';
import { Audited, describeExport } from '../common/audited.js';
import { download, XLSX_TYPE } from '../common/download.js';
import { EraseStudentDto } from './dto/erase-student.dto.js';
import { TrashQueryDto } from './dto/trash-query.dto.js';
import { HistoryTrashService } from './history-trash.service.js';
import { HistoryExportService } from './history-export.service.js';
import { HistoryListService } from './history-list.service.js';
import { HistorySaveService } from './history-save.service.js';
import {
  AdminOnly,
  Scope,
  sessionOfScope,
  TeacherOnly,
  withinScope,
} from '../teacher-access/index.js';
import { SessionFilterDto } from './dto/history-filter.dto.js';
import { ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { HistoryDocs } from './history.openapi.js';

/** A result's id in the path. */
const ID = new ParseIntPipe({
  exceptionFactory: () => new BadRequestException('id must be a whole number'),
});

@ApiTags('history')
@ApiRetryableErrors()
@Controller('history')
export class HistoryController {
  constructor(
    private readonly historySave: HistorySaveService,
    private readonly historyList: HistoryListService,
    private readonly historyExport: HistoryExportService,
    private readonly historyTrash: HistoryTrashService,
  ) {}

  @Post()
  @HistoryDocs.saveResult()
  async saveResult(
    @Body() input: SubmissionDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SavedHistoryRecord> {
    const { record, created } = await this.historySave.saveResult(input);
    response.status(created ? 201 : 200);
    return record;
  }

  @Get()
  @TeacherOnly()
  @HistoryDocs.list()
  list(@Query() query: ListHistoryQueryDto, @Scope() scope: TeacherScope): Promise<HistoryPage> {
    return this.historyList.list(withinScope(query, scope));
  }

  @Get('classes')
  @TeacherOnly()
  @HistoryDocs.classes()
  async classes(
    @Query() query: SessionFilterDto,
    @Scope() scope: TeacherScope,
  ): Promise<HistoryClasses> {
    return { data: await this.historyList.classes(withinScope(query, scope)) };
  }

  @Get('export.csv')
  @TeacherOnly()
  @HistoryDocs.exportCsv()
  @Audited((request) => ({ action: 'export', target: describeResultsExport(request.query, 'CSV') }))
  async exportCsv(
    @Query() query: ExportHistoryQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<StreamableFile> {
    const csv = await this.historyExport.exportCsv(withinScope(query, scope));
    return download(csv, 'text/csv; charset=utf-8', exportFileName('csv', query.pseudonymous));
  }

  @Get('export.xlsx')
  @TeacherOnly()
  @HistoryDocs.exportXlsx()
  @Audited((request) => ({
    action: 'export',
    target: describeResultsExport(request.query, 'Excel'),
  }))
  async exportXlsx(
    @Query() query: ExportHistoryQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<StreamableFile> {
    const workbook = await this.historyExport.exportXlsx(withinScope(query, scope));
    return download(workbook, XLSX_TYPE, exportFileName('xlsx', query.pseudonymous));
  }

  @Get('trash')
  @TeacherOnly()
  @HistoryDocs.trash()
  trash(@Query() query: TrashQueryDto, @Scope() scope: TeacherScope): Promise<TrashPage> {
    return this.historyTrash.list(withinScope(query, scope));
  }

  @Delete(':id')
  @HttpCode(204)
  @TeacherOnly()
  @HistoryDocs.remove()
  @Audited((request) => ({ action: 'delete', target: `result ${String(request.params.id)}` }))
  remove(@Param('id', ID) id: number, @Scope() scope: TeacherScope): Promise<void> {
    return this.historyTrash.remove(id, sessionOfScope(scope));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @TeacherOnly()
  @HistoryDocs.restore()
  @Audited((request) => ({ action: 'restore', target: `result ${String(request.params.id)}` }))
  restore(@Param('id', ID) id: number, @Scope() scope: TeacherScope): Promise<HistoryRecord> {
    return this.historyTrash.restore(id, sessionOfScope(scope));
  }

  @Post(':id/erase')
  @HttpCode(200)
  @AdminOnly()
  @HistoryDocs.erase()
  // Written to the audit log by the erasure itself: its entry keeps the reason as validated
  // here, which an @Audited mark, reading the request, would not see.
  erase(
    @Param('id', ID) id: number,
    @Body() input: EraseStudentDto,
    @Scope() actor: TeacherScope,
    @Ip() address: string,
  ): Promise<ErasedStudent> {
    return this.historyTrash.erase(id, input, { actor, address });
  }
}

/** What a results export covered, for the audit log: its filters, never the name searched for. */
const describeResultsExport = (query: Record<string, unknown>, format: 'CSV' | 'Excel') =>
  describeExport(query, {
    filtered: 'results',
    whole: 'every result',
    fields: ['session', 'classRoom', 'type', 'from', 'to'],
    flags: ['pseudonymous'],
    format,
  });
