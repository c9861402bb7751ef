import { applyDecorators } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { HistoryClassesResponse } from './dto/history-classes.response.js';
import { HistoryPageResponse } from './dto/history-page.response.js';
import {
  HistoryRecordResponse,
  SavedHistoryRecordResponse,
} from './dto/history-record.response.js';
import { ErasedStudentResponse, TrashPageResponse } from './dto/trash.responses.js';

const ID = ApiParam({ name: 'id', schema: { type: 'integer' } });

/** The OpenAPI description of each history route, kept beside the controller to keep it short. */
export const HistoryDocs = {
  saveResult: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'saveResult',
        summary: 'Save a quiz result',
        description:
          'Saves a result once per submission_id, so a client may retry until it gets an answer. Needs no key: students have no accounts.',
      }),
      ApiCreatedResponse({ description: 'The saved record', type: SavedHistoryRecordResponse }),
      ApiOkResponse({
        description: 'This submission_id was saved before with the same values: the stored record',
        type: SavedHistoryRecordResponse,
      }),
      ApiErrors({
        400: 'A message per invalid field, or a body that is not JSON',
        409: 'This submission_id was saved with other values',
        413: 'The body is larger than 16 KB',
        415: 'The body is not UTF-8',
      }),
    ),
  list: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'listResults',
        summary: 'One page of results',
        description:
          'Results matching the filters, one page in the asked order, with the total and a summary over every matching result.',
      }),
      ApiOkResponse({ type: HistoryPageResponse }),
      ApiErrors({ 400: 'A message per invalid or unknown query parameter' }),
    ),
  classes: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'listClasses',
        summary: 'Every class with a result',
        description:
          'The classes that have at least one result, in natural order (8A before 10A), for the class filter.',
      }),
      ApiOkResponse({ type: HistoryClassesResponse }),
    ),
  exportCsv: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'exportResultsCsv',
        summary: 'Every matching result as CSV',
        description:
          'Every result matching the filters (no paging), in the order asked as the list takes it (newest first by default; names and classes in natural order), streamed as UTF-8 CSV with a byte order mark. Columns: Nama (Kode peserta when pseudonymous=true), Kelas, Benar, Jumlah soal, Persentase, Jenis (Pre Test, Post Test or Tes tunda), Waktu (WIB), Sesi, Persetujuan orang tua, then Tes tunda (ya or tidak), Bentuk tes (A or B) and Skala sikap (statement id=rating, a semicolon between them); new columns are added at the end. Written to the audit log.',
      }),
      ApiOkResponse({
        description: 'The CSV file',
        content: { 'text/csv': { schema: { type: 'string' } } },
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="hasil-quiz-piba-YYYY-MM-DD.csv"',
            schema: { type: 'string' },
          },
        },
      }),
      ApiErrors({ 400: 'A message per invalid or unknown query parameter' }),
    ),
  exportXlsx: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'exportResultsXlsx',
        summary: 'Every matching result as an Excel workbook',
        description:
          'The same rows and columns as the CSV, as an .xlsx workbook streamed row by row: numbers as numbers and the time as a date in WIB, so it opens the same whatever the regional settings. Written to the audit log.',
      }),
      ApiOkResponse({
        description: 'The workbook',
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
            schema: { type: 'string', format: 'binary' },
          },
        },
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="hasil-quiz-piba-YYYY-MM-DD.xlsx"',
            schema: { type: 'string' },
          },
        },
      }),
      ApiErrors({ 400: 'A message per invalid or unknown query parameter' }),
    ),
  remove: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'deleteResult',
        summary: 'Delete a result',
        description:
          'Moves a mistaken or withdrawn result to the trash, where it can be restored for TRASH_DAYS days (30 by default) before it is purged. Written to the audit log.',
      }),
      ID,
      ApiNoContentResponse({ description: 'Moved to the trash' }),
      ApiErrors({ 400: 'The id is not a whole number', 404: 'No result has this id' }),
    ),
  trash: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'listTrash',
        summary: 'Deleted results',
        description:
          "The results in the trash, newest deletion first, each with when it will be purged. A session key sees its session's only.",
      }),
      ApiOkResponse({ type: TrashPageResponse }),
      ApiErrors({ 400: 'A message per invalid or unknown query parameter' }),
    ),
  restore: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'restoreResult',
        summary: 'Restore a deleted result',
        description:
          'Puts a result from the trash back, under its own id. Written to the audit log.',
      }),
      ID,
      ApiOkResponse({ description: 'The restored result', type: HistoryRecordResponse }),
      ApiErrors({
        400: 'The id is not a whole number',
        404: 'No result in the trash has this id',
        409: 'A result with the same id or submission_id is saved already',
      }),
    ),
  erase: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'eraseStudent',
        summary: "Erase a student's results for good",
        description:
          "On a parent's or guardian's request: erases every result of the student that this result belongs to (the same participant, or the same name and class in the same session), in the table and in the trash, at once and for good. The admin key only; the reason is kept in the audit log, which is all that remains.",
      }),
      ID,
      ApiOkResponse({ type: ErasedStudentResponse }),
      ApiErrors({
        400: 'The id is not a whole number, or the reason is missing or not 3–300 characters',
        404: 'No result, in the table or the trash, has this id',
      }),
    ),
};
