/** The largest JSON body the API reads (body-parser's notation); a larger one is answered 413. */
export const BODY_LIMIT = '16kb';
