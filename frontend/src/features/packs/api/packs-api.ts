import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackDocument } from '@piba/shared';
import { api, ApiError } from '../../../lib/api-client';
import {
  teacherHeaders,
  teacherQueryKey,
  useRetryUnlessRefused,
  withTeacherKey,
} from '../../teacher-access';

/** A published version of a pack, as `GET /api/packs` lists it (newest first). */
export interface PackVersionSummary {
  version: string;
  answer_key_version: string;
  note: string;
  published_at: string;
  retired_at: string | null;
}

export interface PackSummary {
  id: string;
  title: string;
  /** The deployment's own lesson: read-only, duplicated to be changed. */
  is_default: boolean;
  draft: { revision: number; updated_at: string } | null;
  versions: PackVersionSummary[];
}

export interface PackDraft {
  revision: number;
  document: PackDocument;
}

export interface PublishedVersion {
  version: string;
  answer_key_version: string;
}

/** Under the teacher key: an accepted key asks for the list again. */
export const packsQueryKey = [...teacherQueryKey, 'packs'] as const;
export const draftQueryKey = (id: string) => [...packsQueryKey, id, 'draft'] as const;

const packPath = (id: string) => `/packs/${encodeURIComponent(id)}`;

export function usePacks() {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: packsQueryKey,
    queryFn: ({ signal }) =>
      withTeacherKey((headers) => api.get<{ packs: PackSummary[] }>('/packs', { signal, headers })),
    retry,
  });
}

/** A file of the deployment's media folder that a video topic may name. */
export interface MediaFile {
  name: string;
  bytes: number;
}

/** The deployment's media folder's videos (the admin key). */
export function useMediaFiles() {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: [...teacherQueryKey, 'media'],
    queryFn: ({ signal }) =>
      withTeacherKey((headers) => api.get<{ files: MediaFile[] }>('/media', { signal, headers })),
    retry,
  });
}

/** A new pack with a draft: empty, or a copy of a published version (`from_version`). */
export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromVersion: string | null) =>
      withTeacherKey((headers) =>
        api.post<PackDraft & { id: string }>(
          '/packs',
          fromVersion ? { from_version: fromVersion } : {},
          { headers },
        ),
      ),
    onSuccess: ({ id, revision, document }) => {
      queryClient.setQueryData(draftQueryKey(id), { revision, document });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: packsQueryKey, exact: true }),
  });
}

/**
 * The draft as the server holds it. Loaded once: the editor keeps its own copy from then on, so
 * the query never refetches by itself (that would throw away what the writer is typing).
 */
export function useDraft(id: string) {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: draftQueryKey(id),
    queryFn: ({ signal }) =>
      withTeacherKey((headers) => api.get<PackDraft>(`${packPath(id)}/draft`, { signal, headers })),
    retry,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export const saveDraft = (id: string, draft: PackDraft) =>
  withTeacherKey((headers) => api.put<PackDraft>(`${packPath(id)}/draft`, draft, { headers }));

/** A stale revision: someone saved this draft elsewhere since this copy was loaded. */
export const isStaleRevision = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body as { code?: unknown } | null)?.code === 'stale_revision';

export function usePublish(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      withTeacherKey((headers) =>
        api.post<PublishedVersion>(`${packPath(id)}/publish`, { note }, { headers }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packsQueryKey, exact: true }),
  });
}

export function useRetireVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) =>
      withTeacherKey((headers) =>
        api.post<{ version: string; retired_at: string }>(
          `/pack-versions/${encodeURIComponent(version)}/retire`,
          undefined,
          { headers },
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packsQueryKey, exact: true }),
  });
}

export interface UploadedDrawing {
  file: string;
  content_type: string;
  bytes: number;
}

/**
 * Sends a drawing to the draft (`file`, multipart). XMLHttpRequest rather than fetch: only it
 * reports the upload's progress, which a 2 MB file on a school's network needs.
 */
export function uploadDrawing(
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedDrawing> {
  return withTeacherKey(
    (headers) =>
      new Promise<UploadedDrawing>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `/api${packPath(id)}/draft/drawings`);
        request.setRequestHeader('Accept', 'application/json');
        for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onload = () => {
          let body: unknown;
          try {
            body = request.responseText ? JSON.parse(request.responseText) : null;
          } catch {
            body = null;
          }
          if (request.status >= 200 && request.status < 300) {
            resolve(body as UploadedDrawing);
            return;
          }
          const message = (body as { message?: unknown } | null)?.message;
          reject(
            new ApiError(
              request.status,
              Array.isArray(message)
                ? message.join('; ')
                : typeof message === 'string'
                  ? message
                  : '',
              null,
              null,
              body,
            ),
          );
        };
        request.onerror = () =>
          reject(new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksimu.'));
        const form = new FormData();
        form.append('file', file);
        request.send(form);
      }),
  );
}

/** A draft's drawing, with the admin key, as a blob for the preview (never a public address). */
export async function fetchDraftDrawing(id: string, file: string, signal?: AbortSignal) {
  const response = await fetch(`/api${packPath(id)}/draft/drawings/${encodeURIComponent(file)}`, {
    headers: teacherHeaders(),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, `Drawing ${file}: ${response.status}`);
  return response.blob();
}
