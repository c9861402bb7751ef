import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { withTeacherKey } from '../../teacher-access';
import { packsQueryKey } from './packs-api';

/** The files a published version is shared as: the whole version, or its questions. */
export type ShareFormat = 'zip' | 'moodle' | 'gift';

const SHARE_FILES: Record<ShareFormat, { path: string; name: (short: string) => string }> = {
  zip: { path: 'export.zip', name: (short) => `piba-${short}.zip` },
  moodle: { path: 'moodle.xml', name: (short) => `piba-${short}-moodle.xml` },
  gift: { path: 'gift.txt', name: (short) => `piba-${short}-gift.txt` },
};

/** The name a shared file is saved under: the version's first 8 hex digits tell them apart. */
export const shareFileName = (version: string, format: ShareFormat) =>
  SHARE_FILES[format].name(version.slice(0, 8));

const NO_CONNECTION = 'Tidak dapat terhubung ke server. Periksa koneksimu.';

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

/** The server's reason in a refusal's JSON body, if it gave one. */
async function refusalMessage(response: Response): Promise<string> {
  const message = ((await jsonBody(response)) as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : '';
}

/**
 * Downloads a published version as a file. A plain link cannot carry the admin key header, so the
 * file is fetched, then handed to the browser as an object URL.
 */
export function downloadVersion(version: string, format: ShareFormat): Promise<void> {
  return withTeacherKey(async (headers) => {
    const url = `${API_BASE}/pack-versions/${encodeURIComponent(version)}/${SHARE_FILES[format].path}`;
    let response: Response;
    try {
      response = await fetch(url, { headers });
    } catch {
      throw new ApiError(0, NO_CONNECTION);
    }
    if (!response.ok) throw new ApiError(response.status, await refusalMessage(response));
    downloadBlob(await response.blob(), shareFileName(version, format));
  });
}

export const useDownloadVersion = () =>
  useMutation({
    mutationFn: ({ version, format }: { version: string; format: ShareFormat }) =>
      downloadVersion(version, format),
  });

/** `POST /api/packs/import` answers the pack and version; `created: false` when already here. */
export interface ImportedPack {
  id: string;
  version: string;
  answer_key_version: string;
  created: boolean;
}

/** Sends a pack's .zip (multipart, field `file`); the list then shows what it added. */
export function importPack(file: File): Promise<ImportedPack> {
  return withTeacherKey(async (headers) => {
    const form = new FormData();
    form.append('file', file);
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/packs/import`, {
        method: 'POST',
        headers: { Accept: 'application/json', ...headers },
        body: form,
      });
    } catch {
      throw new ApiError(0, NO_CONNECTION);
    }
    if (!response.ok) throw new ApiError(response.status, await refusalMessage(response));
    return (await jsonBody(response)) as ImportedPack;
  });
}

export function useImportPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPack,
    onSettled: () => queryClient.invalidateQueries({ queryKey: packsQueryKey, exact: true }),
  });
}
