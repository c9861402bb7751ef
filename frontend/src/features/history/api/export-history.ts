import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import type { HistoryExportQuery } from '@piba/shared';
import { isKeyRefusal, teacherQueryKey, withTeacherKey } from '../../teacher-access';
import { historySearchParams } from './history-request';

const FALLBACK_NAME = 'hasil-quiz-piba.csv';

/** The server dates the file name (in WIB); the header is the one place that says it. */
export function attachmentName(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_NAME;
}

/** The server's own order (newest first) is left unsaid. */
const DEFAULT_SORT = '-created_at';

async function fetchExport({ sort, ...filter }: HistoryExportQuery): Promise<Response> {
  const query = sort === DEFAULT_SORT ? filter : { ...filter, sort };
  return withTeacherKey(async (headers) => {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/history/export.csv?${historySearchParams(query)}`, {
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
  downloadBlob(blob, attachmentName(response.headers.get('Content-Disposition')));
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
