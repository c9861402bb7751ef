import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { failureMessage, withTeacherKey } from '../../teacher-access';

/** The new pack's id: its draft is a copy of the version the session used. */
interface RevisionDraft {
  id: string;
}

/** A new draft of the analysed pack version, to revise its flagged questions (the admin key). */
export function createRevisionDraft(fromVersion: string): Promise<RevisionDraft> {
  return withTeacherKey((headers) =>
    api.post<RevisionDraft>('/packs', { from_version: fromVersion }, { headers }),
  );
}

export const useRevisionDraft = () => useMutation({ mutationFn: createRevisionDraft });

/** The editor's address, opened on the question to revise. */
export const revisionPath = (id: string, question: string) =>
  `/history/packs/${encodeURIComponent(id)}?${new URLSearchParams({ question })}`;

/** An Indonesian sentence for a draft that could not be made. */
export function revisionFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'Draf revisi gagal dibuat: versi paket pelajaran sesi ini tidak ditemukan.';
  }
  return failureMessage('Draf revisi gagal dibuat', error);
}
