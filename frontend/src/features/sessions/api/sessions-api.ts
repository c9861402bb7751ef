import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedSession,
  CreateSessionInput,
  PackVersionBody,
  SessionKey,
  SessionList,
  SessionLookup,
} from '@piba/shared';
import { api } from '../../../lib/api-client';
import {
  teacherQueryKey,
  useRetryUnlessRefused,
  useTeacherScope,
  withTeacherKey,
} from '../../teacher-access';

/** Under the teacher key: an accepted key asks for the list again. */
export const sessionsQueryKey = [...teacherQueryKey, 'sessions'] as const;

export function useSessions({ enabled = true } = {}) {
  const retry = useRetryUnlessRefused();
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) =>
      withTeacherKey((headers) => api.get<SessionList>('/sessions', { signal, headers })),
    retry,
    enabled,
  });
}

/**
 * The sessions the teacher's pages can tell apart: the admin key's, once there is one; none for a
 * session key, whose pages show its own session only.
 */
export function useVisibleSessions() {
  const admin = useTeacherScope().data?.role === 'admin';
  const sessions = useSessions({ enabled: admin }).data?.data ?? [];
  return admin ? sessions : [];
}

/**
 * The lesson pack version a new session teaches (the one chosen, else the default pack's current
 * one), read only once the research designs are opened: whether it has a form B decides which
 * form designs apply. A version by its id never changes.
 */
export function useSessionPackVersion({ version, enabled }: { version: string; enabled: boolean }) {
  return useQuery({
    queryKey: ['pack-versions', version || 'default'],
    queryFn: ({ signal }) =>
      api.get<PackVersionBody>(`/pack-versions/${encodeURIComponent(version || 'default')}`, {
        signal,
      }),
    enabled,
    staleTime: version ? Infinity : 60_000,
  });
}

/** A mutation on sessions that refreshes the list once it is done, whatever the outcome. */
function useSessionMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

const path = (code: string) => `/sessions/${encodeURIComponent(code)}`;

export const useCreateSession = () =>
  useSessionMutation((input: CreateSessionInput) =>
    withTeacherKey((headers) => api.post<CreatedSession>('/sessions', input, { headers })),
  );

export const useRenewSessionKey = () =>
  useSessionMutation((code: string) =>
    withTeacherKey((headers) => api.post<SessionKey>(`${path(code)}/key`, undefined, { headers })),
  );

/** Closes a session to new joins, or opens it again ("Buka lagi"). */
export const useSetSessionOpen = () =>
  useSessionMutation(({ code, open }: { code: string; open: boolean }) =>
    withTeacherKey((headers) => api.patch<SessionLookup>(path(code), { open }, { headers })),
  );

/** Gives a session another lesson pack version; the server refuses (409) once it holds results. */
export const useSetSessionPack = () =>
  useSessionMutation(({ code, version }: { code: string; version: string }) =>
    withTeacherKey((headers) =>
      api.patch<SessionLookup>(path(code), { pack_version: version }, { headers }),
    ),
  );
