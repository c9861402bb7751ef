import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import type { HistoryExportQuery } from '@piba/shared';
import { isKeyRefusal, teacherQueryKey, withTeacherKey } from '../../teacher-access';
import { historySearchParams } from './history-request';

const FALLBACK_NAME = 'hasil-quiz-piba.csv';
const PSEUDONYMOUS_FALLBACK_NAME = 'hasil-quiz-piba-pseudonim.csv';

/** The server dates the file name (in WIB); the header is the one place that says it. */
export function attachmentName(disposition: string | null, fallback = FALLBACK_NAME): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/** The server's own order (newest first) is left unsaid. */
const DEFAULT_SORT = '-created_at';

/**
 * The export's address: the list's filters and order; a research export adds
 * `pseudonymous=true`, and the server then writes a participant code instead of each name.
 */
export function exportPath({ sort, pseudonymous, ...filter }: HistoryExportQuery): string {
  const params = historySearchParams(sort === DEFAULT_SORT ? filter : { ...filter, sort });
  if (pseudonymous) params.set('pseudonymous', 'true');
  return `/history/export.csv?${params}`;
}

async function fetchExport(query: HistoryExportQuery): Promise<Response> {
  return withTeacherKey(async (headers) => {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${exportPath(query)}`, {
        headers: { Accept: 'text/csv', ...headers },
      });
    } catch {
      throw new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksimu.');
    }
    if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`);
    return response;
  });
}

/**
 * Downloads every result of the filter (not only the page on screen), in the asked order. A
 * plain link cannot carry the key header, so the file is fetched, then handed to the browser as
 * an object URL.
 */
export async function downloadHistoryCsv(query: HistoryExportQuery): Promise<void> {
  const response = await fetchExport(query);
  const blob = await response.blob();
  const fallback = query.pseudonymous ? PSEUDONYMOUS_FALLBACK_NAME : FALLBACK_NAME;
  downloadBlob(blob, attachmentName(response.headers.get('Content-Disposition'), fallback));
}

export function useExportHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadHistoryCsv,
    onError: (error) => {
      // The list then meets the same refusal and asks for the key.
      if (isKeyRefusal(error)) void queryClient.invalidateQueries({ queryKey: teacherQueryKey });
    },
  });
}
