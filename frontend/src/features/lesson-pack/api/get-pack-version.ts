import type { PackVersionBody } from '@piba/shared';
import { api } from '../../../lib/api-client';

/** The API path of a published pack version, or of the default pack's current one. */
export const packVersionPath = (key: string) => `/pack-versions/${encodeURIComponent(key)}`;

/** `GET /api/pack-versions/default` or `/api/pack-versions/<version>`: a version's document. */
export const getPackVersion = (key: string) => api.get<PackVersionBody>(packVersionPath(key));
