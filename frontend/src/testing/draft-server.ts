import type { PackDocument } from '@piba/shared';
import { draftDocument } from './pack-fixtures';
import { jsonResponse, mockFetch, requestUrl } from './test-utils';

export interface DraftServerOptions {
  /** The draft's document at revision 3; by default `draftDocument()`. */
  document?: PackDocument;
  /** What a PUT answers; by default the saved draft with the next revision. */
  put?: (body: { revision: number; document: PackDocument }) => Response;
  /** What publishing answers; without it, publishing is an unexpected request (404). */
  publish?: () => Response;
  /** `GET /api/packs`; by default no packs. */
  packList?: unknown;
  /** What retiring a version answers; without it, an unexpected request (404). */
  retire?: (version: string) => Response;
  /** The files of the media folder (`GET /api/media`); without it, an unexpected request (404). */
  media?: Array<{ name: string; bytes: number }>;
}

/**
 * The packs API as the server answers it for the pack `gizi`'s draft, to an admin: every PUT is
 * kept, each drawing is an SVG naming its file, anything else is answered 404 naming the request.
 */
export function draftServer({
  document = draftDocument(),
  put,
  publish,
  packList = { packs: [] },
  retire,
  media,
}: DraftServerOptions = {}) {
  let current = { revision: 3, document };
  return mockFetch().mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    let answer: Response;
    if (url === '/api/packs/gizi/draft' && method === 'GET') answer = jsonResponse(200, current);
    else if (url === '/api/packs/gizi/draft' && method === 'PUT') {
      const body = JSON.parse(init!.body as string) as { revision: number; document: PackDocument };
      answer = put
        ? put(body)
        : jsonResponse(200, (current = { revision: body.revision + 1, document: body.document }));
    } else if (url === '/api/packs' && method === 'GET') answer = jsonResponse(200, packList);
    else if (url === '/api/packs/gizi/publish' && method === 'POST' && publish) answer = publish();
    else if (url.startsWith('/api/pack-versions/') && url.endsWith('/retire') && retire) {
      answer = retire(decodeURIComponent(url.split('/')[3]));
    } else if (url === '/api/media' && media) answer = jsonResponse(200, { files: media });
    else if (url.startsWith('/api/packs/gizi/draft/drawings/')) {
      const file = url.split('/').pop()!;
      answer = {
        ok: true,
        status: 200,
        blob: () => Promise.resolve(new Blob([`<svg>${file}</svg>`], { type: 'image/svg+xml' })),
      } as Response;
    } else if (url === '/api/teacher/me') answer = jsonResponse(200, { role: 'admin' });
    else answer = jsonResponse(404, { message: `unexpected ${method} ${url}` });
    return Promise.resolve(answer);
  });
}
