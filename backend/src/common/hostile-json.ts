/** Deeper than any body the API takes (a result's `answers` is the deepest, at 2). */
export const MAX_JSON_DEPTH = 8;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** An error body-parser's `verify` throws; the exception filter answers it with 400. */
export class HostileJsonError extends Error {
  readonly type = 'entity.verify.failed';
  readonly status = 400;
}

/**
 * Reads a JSON body's raw text before it is parsed and refuses what no client of the API sends:
 * nesting deeper than MAX_JSON_DEPTH (which would cost the validator a deep recursion) and keys
 * that reach an object's prototype. A scan of the text, so nothing hostile is ever built; it
 * tracks strings so that such words inside a value (a name) pass.
 */
export function checkJsonText(text: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{' || char === '[') {
      if (++depth > MAX_JSON_DEPTH) {
        throw new HostileJsonError(`Request body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
      }
    } else if (char === '}' || char === ']') {
      depth--;
    } else if (char === '"') {
      const start = i + 1;
      for (i = start; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (!/^\s*:/.test(text.slice(i + 1, i + 16))) continue;
      const key = keyOf(text.slice(start, i));
      if (key !== null && FORBIDDEN_KEYS.has(key)) {
        throw new HostileJsonError(`property ${key} should not exist`);
      }
    }
  }
}

/** A key's text with its escapes read (`"__pro\u0074o__"` is `__proto__` too). */
function keyOf(raw: string): string | null {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return null;
  }
}
