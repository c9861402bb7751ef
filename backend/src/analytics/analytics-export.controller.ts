import { BadRequestException, Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiPropertyOptional,
  ApiTags,
  IntersectionType,
  PickType,
} from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { type TeacherScope, wibDate } from '@piba/shared';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { Audited, describeExport } from '../common/audited.js';
import { download, XLSX_TYPE } from '../common/download.js';
import { parseQueryBoolean, QueryBoolean } from '../common/query-boolean.js';
import { ExportHistoryQueryDto } from '../history/index.js';
import { Scope, TeacherOnly, withinScope } from '../teacher-access/index.js';
import { AnalyticsQueryDto } from './analytics-query.dto.js';
import { AnalysisWorkbooks } from './analytics-xlsx.service.js';

/**
 * The analysis's selection (with whether its tests use the flagged pairs), and whether the
 * workbook names the students: participant codes unless names=true.
 */
class AnalysisExportQueryDto extends IntersectionType(
  AnalyticsQueryDto,
  PickType(ExportHistoryQueryDto, ['pseudonymous'] as const),
) {
  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'true: the paired data names each student. false (the default): a participant code instead of the name, as pseudonymous=true asked for before it became the default. Not with pseudonymous=true.',
  })
  @IsOptional()
  @QueryBoolean()
  names = false;
}

/**
 * piba-analisis-K7P3QX-pseudonim-2026-11-21.xlsx with participant codes, without "-pseudonim"
 * with names (…-semua-… for every session, …-tanpa-sesi-… for results without one), dated in WIB.
 */
const analysisFileName = (session: string | null, withNames: boolean) => {
  const selection = session === null ? 'semua' : session === 'none' ? 'tanpa-sesi' : session;
  return `piba-analisis-${selection}${withNames ? '' : '-pseudonim'}-${wibDate(new Date())}.xlsx`;
};

/** What the workbook covered, and whether with names or participant codes, for the audit log. */
const describeAnalysisExport = (query: Record<string, unknown>) =>
  describeExport(query, {
    filtered: 'analysis',
    whole: 'analysis of every result',
    fields: ['session', 'classRoom'],
    flags: ['includeFlagged'],
    format:
      parseQueryBoolean(query.names) === true ? 'Excel with names' : 'Excel with participant codes',
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
      'The same selection and figures as GET /api/analytics, as an .xlsx workbook: the paired data (a participant code for each student; the name only with names=true), then one sheet per table (Peserta, Deskriptif, Normalitas, Uji beda, N-gain, Tingkat pengetahuan, Per kelas, Per topik), then a sheet per research design the analysis holds (Skala sikap, Bentuk paralel, Tes tunda; with every session, Kelas pembanding when taught and comparison sessions are both present, as the programme view answers it: one sheet per answer-key version holding both, Kelas pembanding, Kelas pembanding 2, …, each starting with its Versi kunci jawaban). Every figure comparing the pre-test with the post-test is over the pairs the tests use; the participants\' counts and "Semua hasil" are over every result. With includeFlagged=true the tests use the flagged pairs too, and the "Dalam uji" column of the paired data says so. Every figure is a number cell with a number format. A session key reads its own session only. Written to the audit log, with whether names or participant codes were exported.',
  })
  @ApiOkResponse({
    description: 'The workbook',
    content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
    headers: {
      'Content-Disposition': {
        description:
          'attachment; filename="piba-analisis-<session or semua>-pseudonim-YYYY-MM-DD.xlsx" (without -pseudonim when names=true)',
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrors({
    400: 'A message per invalid or unknown query parameter; names=true with pseudonymous=true',
  })
  @Audited((request) => ({ action: 'export', target: describeAnalysisExport(request.query) }))
  async exportXlsx(
    @Query() query: AnalysisExportQueryDto,
    @Scope() scope: TeacherScope,
  ): Promise<StreamableFile> {
    if (query.names && query.pseudonymous) {
      throw new BadRequestException(['names=true cannot go with pseudonymous=true']);
    }
    const { session = null, classRoom = null } = withinScope(query, scope);
    const workbook = await this.workbooks.workbook(
      { session, classRoom, includeFlagged: query.includeFlagged },
      query.names,
    );
    return download(workbook, XLSX_TYPE, analysisFileName(session, query.names));
  }
}
