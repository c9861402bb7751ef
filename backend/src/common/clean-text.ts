/**
 * C0 and C1 control characters, and the bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) that make a name read differently on screen than it sorts, or hide text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A name or class label as it is stored: NFC (so "é" typed two ways is one name), without
 * control and direction-override characters, trimmed; null when nothing is left. Anything that
 * is not text is left for the validator to refuse.
 */
export function cleanText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value
    .normalize('NFC')
    .replace(/[\t\n\r]+/g, ' ')
    .replace(INVISIBLE, '')
    .trim();
  return cleaned === '' ? null : cleaned;
}
