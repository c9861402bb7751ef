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
import { SavedHistoryRecordResponse } from './dto/history-record.response.js';

/** The OpenAPI description of each history route, kept beside the controller to keep it short. */
export const HistoryDocs = {
  create: () =>
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
          'Every result matching the filters (no paging), in the order asked as the list takes it (newest first by default; names and classes in natural order), streamed as UTF-8 CSV with a byte order mark, times in WIB.',
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
  remove: () =>
    applyDecorators(
      ApiOperation({
        operationId: 'deleteResult',
        summary: 'Delete a result',
        description: 'Removes a mistaken or withdrawn result.',
      }),
      ApiParam({ name: 'id', schema: { type: 'integer' } }),
      ApiNoContentResponse({ description: 'Removed' }),
      ApiErrors({ 400: 'The id is not a whole number', 404: 'No result has this id' }),
    ),
};
