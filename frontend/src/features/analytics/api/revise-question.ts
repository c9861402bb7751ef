import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { failureMessage, withTeacherKey } from '../../teacher-access';
import type { FlaggedQuestion } from '../item-quality-texts';

/**
 * The draft a version's questions are revised in: its pack's own draft, left as it was
 * (`opened`), made from the version (`created`), or a new copy of the read-only default pack
 * (`duplicated`).
 */
export interface RevisionDraft {
  id: string;
  draft: 'opened' | 'created' | 'duplicated';
  same_as_version: boolean;
}

/** What "Revisi soal" hands the editor: how its draft was found, and the question's figures. */
export interface RevisionRouteState {
  revision: {
    draft: RevisionDraft['draft'];
    sameAsVersion: boolean;
    flagged: FlaggedQuestion;
  };
}

/** The draft to revise the analysed pack version in (the admin key). */
export function openRevisionDraft(version: string): Promise<RevisionDraft> {
  return withTeacherKey((headers) =>
    api.post<RevisionDraft>('/packs/revise', { version }, { headers }),
  );
}

export const useRevisionDraft = () => useMutation({ mutationFn: openRevisionDraft });

/**
 * The editor's address, opened on the question to revise; with the analysed session's code, so
 * the editor can read the question's figures again after a reload.
 */
export const revisionPath = (id: string, question: string, session = '') =>
  `/history/packs/${encodeURIComponent(id)}?${new URLSearchParams(
    session ? { question, sesi: session } : { question },
  )}`;

/** An Indonesian sentence for a draft that could not be opened. */
export function revisionFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'Draf revisi gagal dibuka: versi paket pelajaran sesi ini tidak ditemukan.';
  }
  return failureMessage('Draf revisi gagal dibuka', error);
}
