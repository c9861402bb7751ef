import type { SessionLookup } from '@piba/shared';
import { api } from '../../../lib/api-client';

/** The lookup, with the pack version the session teaches (absent from an older server). */
export type SessionWithPack = SessionLookup & { pack_version?: string | null };

/** The join page's question: the session's name and whether it takes new joins (404: none). */
export const lookUpSession = (code: string, signal?: AbortSignal) =>
  api.get<SessionWithPack>(`/sessions/${encodeURIComponent(code)}`, { signal });
