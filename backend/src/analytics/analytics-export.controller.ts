import { Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, IntersectionType, PickType } from '@nestjs/swagger';
import { type TeacherScope, wibDate } from '@piba/shared';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { Audited, describeExport } from '../common/audited.js';
import { download, XLSX_TYPE } from '../common/download.js';
import { ExportHistoryQueryDto } from '../history/index.js';
import { Scope, TeacherOnly, withinScope } from '../teacher-access/index.js';
import { AnalyticsQueryDto } from './analytics-query.dto.js';
import { AnalysisWorkbooks } from './analytics-xlsx.service.js';

/**
 * The analysis's selection (with whether its tests use the flagged pairs), and whether the
 * workbook has participant codes instead of names.
 */
class AnalysisExportQueryDto extends IntersectionType(
  AnalyticsQueryDto,
  PickType(ExportHistoryQueryDto, ['pseudonymous'] as const),
) {}

/**
 * piba-analisis-K7P3QX-2026-11-21.xlsx (…-semua-… for every session, …-tanpa-sesi-… for results
 * without one), dated in WIB.
 */
const analysisFileName = (session: string | null, pseudonymous: boolean) => {
  const selection = session === null ? 'semua' : session === 'none' ? 'tanpa-sesi' : session;
  return `piba-analisis-${selection}${pseudonymous ? '-pseudonim' : ''}-${wibDate(new Date())}.xlsx`;
};

/** What the workbook covered, for the audit log. */
const describeAnalysisExport = (query: Record<string, unknown>) =>
  describeExport(query, {
    filtered: 'analysis',
    whole: 'analysis of every result',
    fields: ['session', 'classRoom'],
    flags: ['pseudonymous', 'includeFlagged'],
    format: 'Excel',
  });

@ApiTags('analytics')
@Controller('analytics')
@TeacherOnly()
@ApiRetryableErrors()
export class AnalyticsExportController {
  constructor(private readonly workbooks: AnalysisWorkbooks) {}

  @Get('export.xlsx')
  @ApiOperation({
    operationId: 'exportAnalysisXlsx',
    summary: 'The analysis as an Excel workbook',
    description:
      'The same selection and figures as GET /api/analytics, as an .xlsx workbook: the paired data (name, or a participant code with pseudonymous=true), then one sheet per table (Deskriptif, Normalitas, Uji beda, N-gain, Per topik). With includeFlagged=true the tests use the flagged pairs too, and the "Dalam uji" column of the paired data says so. Every figure is a number cell with a number format. A session key reads its own session only. Written to the audit log.',
  })
  @ApiOkResponse({
    description: 'The workbook',
    content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="piba-analisis-<session or semua>-YYYY-MM-DD.xlsx"',
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrors({ 400: 'A message per invalid or unknown query parameter' })
  @Audited((request) => ({ action: 'export', target: describeAnalysisExport(request.query) }))
  async exportXlsx(
    @Query() query: AnalysisExportQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<StreamableFile> {
    const { session = null, classRoom = null } = withinScope(query, scope);
    const workbook = await this.workbooks.workbook(
      { session, classRoom, includeFlagged: query.includeFlagged },
      query.pseudonymous,
    );
    return download(workbook, XLSX_TYPE, analysisFileName(session, query.pseudonymous));
  }
}
