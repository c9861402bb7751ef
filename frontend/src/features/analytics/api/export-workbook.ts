import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { isKeyRefusal, teacherQueryKey, withTeacherKey } from '../../teacher-access';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface WorkbookRequest {
  session: string;
  classRoom: string;
  /**
   * Students' names in the workbook (`names=true`); without it the server writes participant
   * codes, as the printed report does unless names are turned on.
   */
  names?: boolean;
  /** The tests use the flagged pairs too, as on screen. */
  includeFlagged?: boolean;
}

/** The analysis workbook of the selection on screen ('' leaves a filter out). */
export function workbookPath(request: WorkbookRequest): string {
  const { session, classRoom, names, includeFlagged } = request;
  const params = new URLSearchParams();
  if (session) params.set('session', session);
  if (classRoom) params.set('classRoom', classRoom);
  if (names) params.set('names', 'true');
  if (includeFlagged) params.set('includeFlagged', 'true');
  const query = params.size > 0 ? `?${params}` : '';
  return `/analytics/export.xlsx${query}`;
}

const fallbackName = (names = false) => `analisis-piba${names ? '-nama' : ''}.xlsx`;

/** The server names the file (with its WIB date) in Content-Disposition. */
const fileName = (disposition: string | null, names?: boolean) =>
  disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName(names);

/** A plain link cannot carry the key header: the file is fetched, then handed to the browser. */
export async function downloadWorkbook(request: WorkbookRequest): Promise<void> {
  const response = await withTeacherKey(async (headers) => {
    let answer: Response;
    try {
      answer = await fetch(`${API_BASE}${workbookPath(request)}`, {
        headers: { Accept: XLSX, ...headers },
      });
    } catch {
      throw new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksimu.');
    }
    if (!answer.ok) throw new ApiError(answer.status, `HTTP ${answer.status}`);
    return answer;
  });
  const blob = await response.blob();
  downloadBlob(blob, fileName(response.headers.get('Content-Disposition'), request.names));
}

export function useDownloadWorkbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadWorkbook,
    onError: (error) => {
      // The page then meets the same refusal and asks for the key.
      if (isKeyRefusal(error)) void queryClient.invalidateQueries({ queryKey: teacherQueryKey });
    },
  });
}
