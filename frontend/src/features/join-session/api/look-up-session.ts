import type { SessionLookup } from '@piba/shared';
import { api } from '../../../lib/api-client';

/** The join page's question: the session's name and whether it takes new joins (404: none). */
export const lookUpSession = (code: string, signal?: AbortSignal) =>
  api.get<SessionLookup>(`/sessions/${encodeURIComponent(code)}`, { signal });
