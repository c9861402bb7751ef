import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import type { HistoryExportQuery } from '@piba/shared';
import { isKeyRefusal, teacherQueryKey, withTeacherKey } from '../../teacher-access';
import { historySearchParams } from './history-request';

/** The two files of the same rows: CSV, and an Excel workbook (numbers and times as such). */
export type ExportFormat = 'csv' | 'xlsx';

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An export: the list's filters and order, in one of the two formats (CSV unless said). */
export type HistoryExportRequest = HistoryExportQuery & { format?: ExportFormat };

const fallbackName = (format: ExportFormat, pseudonymous?: boolean) =>
  `hasil-quiz-piba${pseudonymous ? '-pseudonim' : ''}.${format}`;

/** The server dates the file name (in WIB); the header is the one place that says it. */
export function attachmentName(disposition: string | null, fallback = fallbackName('csv')): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/** The server's own order (newest first) is left unsaid. */
const DEFAULT_SORT = '-created_at';

/**
 * The export's address: the list's filters and order; a research export adds
 * `pseudonymous=true`, and the server then writes a participant code instead of each name.
 * `export.csv` and `export.xlsx` take the same query.
 */
export function exportPath({
  sort,
  pseudonymous,
  format = 'csv',
  ...filter
}: HistoryExportRequest): string {
  const params = historySearchParams(sort === DEFAULT_SORT ? filter : { ...filter, sort });
  if (pseudonymous) params.set('pseudonymous', 'true');
  return `/history/export.${format}?${params}`;
}

async function fetchExport(request: HistoryExportRequest): Promise<Response> {
  return withTeacherKey(async (headers) => {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${exportPath(request)}`, {
        headers: { Accept: MEDIA_TYPES[request.format ?? 'csv'], ...headers },
      });
    } catch {
      throw new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksimu.');
    }
    if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`);
    return response;
  });
}

/**
 * Downloads every result of the filter (not only the page on screen), in the asked order, as CSV
 * or Excel. A plain link cannot carry the key header, so the file is fetched, then handed to the
 * browser as an object URL.
 */
export async function downloadHistory(request: HistoryExportRequest): Promise<void> {
  const response = await fetchExport(request);
  const blob = await response.blob();
  const fallback = fallbackName(request.format ?? 'csv', request.pseudonymous);
  downloadBlob(blob, attachmentName(response.headers.get('Content-Disposition'), fallback));
}

/** The download as a mutation; `T` may carry more, such as which button asked for it. */
export function useExportHistory<T extends HistoryExportRequest = HistoryExportRequest>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: T) => downloadHistory(request),
    onError: (error) => {
      // The list then meets the same refusal and asks for the key.
      if (isKeyRefusal(error)) void queryClient.invalidateQueries({ queryKey: teacherQueryKey });
    },
  });
}
