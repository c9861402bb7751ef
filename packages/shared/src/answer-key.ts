/**
 * The version of an answer key: FNV-1a over the questions' names and keys in order,
 * `question6:2|question7:1|...`. A changed key, name or order changes it; a changed text does
 * not. The browser and the server compute it with this one function.
 */
export function answerKeyVersion(
  bank: ReadonlyArray<{ name: string; correctAnswer: number }>,
): string {
  return fnv1a32(bank.map(({ name, correctAnswer }) => `${name}:${correctAnswer}`).join('|'));
}

/** FNV-1a, 32 bit, as 8 hex digits, over UTF-16 code units (the bytes of an ASCII text). */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
