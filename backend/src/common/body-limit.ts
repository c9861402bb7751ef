/** The largest JSON body the API reads (body-parser's notation); a larger one is answered 413. */
export const BODY_LIMIT = '16kb';

/** Where lesson packs are written: their drafts hold a document of up to 200 KB (PACK_LIMITS). */
export const PACK_BODY_PATH = '/api/packs';
/** The largest JSON body the routes under PACK_BODY_PATH read: a document and its revision. */
export const PACK_BODY_LIMIT = '256kb';

/** The body limit of the route at this URL. */
export function bodyLimitFor(url: string): string {
  const path = url.split('?')[0];
  return path === PACK_BODY_PATH || path.startsWith(`${PACK_BODY_PATH}/`)
    ? PACK_BODY_LIMIT
    : BODY_LIMIT;
}
