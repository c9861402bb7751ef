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
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CreateHistoryRecordDto } from './dto/create-history-record.dto.js';
import { HistoryFilterDto } from './dto/history-filter.dto.js';
import { ListHistoryQueryDto } from './dto/list-history-query.dto.js';
import { exportFileName } from './history-csv.js';
import {
  type HistoryClasses,
  type HistoryPage,
  type HistoryRecord,
  TEACHER_KEY_HEADER,
} from '@piba/shared';
import { HistoryExportService } from './history-export.service.js';
import { HistoryService } from './history.service.js';
import { TeacherKeyGuard } from './teacher-key.guard.js';

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
  @UseGuards(TeacherKeyGuard)
  @ApiHeader({ name: TEACHER_KEY_HEADER, required: false })
  @ApiOkResponse({
    description: '{ data: HistoryRecord[], meta: { page, pageSize, total, summary } }',
  })
  @ApiUnauthorizedResponse({
    description: 'TEACHER_ACCESS_KEY is set and the header does not match',
  })
  list(@Query() query: ListHistoryQueryDto): Promise<HistoryPage> {
    return this.history.list(query);
  }

  @Get('classes')
  @UseGuards(TeacherKeyGuard)
  @ApiHeader({ name: TEACHER_KEY_HEADER, required: false })
  @ApiOkResponse({ description: '{ data: string[] }: every class with a result, sorted' })
  async classes(): Promise<HistoryClasses> {
    return { data: await this.history.classes() };
  }

  @Get('export.csv')
  @UseGuards(TeacherKeyGuard)
  @ApiHeader({ name: TEACHER_KEY_HEADER, required: false })
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
  @UseGuards(TeacherKeyGuard)
  @ApiHeader({ name: TEACHER_KEY_HEADER, required: false })
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
