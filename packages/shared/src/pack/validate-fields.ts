/*
 * How a lesson pack's validation (`validate.ts`) checks one field: its limits, an object's keys,
 * a text, a list, a slide's blocks and a drawing, each failure a message naming the field.
 */

/** How big a pack may be. Every count and length is checked, in a draft too (its maxima). */
export const PACK_LIMITS = {
  /** UTF-8 bytes of the document's JSON. */
  documentBytes: 200 * 1024,
  topics: { min: 1, max: 6 },
  slidesPerDeck: { min: 1, max: 12 },
  questions: { min: 5, max: 40 },
  /** Statements of the attitude scale, when a pack has one. */
  attitudeItems: { min: 2, max: 30 },
  /** Every question has exactly three options, A, B and C. */
  options: 3,
  faqItems: 20,
  /** Blocks of a slide's body or of its "Selengkapnya", and lines of one list. */
  blocks: 20,
  listLines: 20,
  /** The longest text of each kind, in characters. */
  text: {
    title: 300,
    heading: 300,
    paragraph: 2000,
    option: 500,
    alt: 1000,
    action: 60,
    keyFact: 500,
    reason: 500,
    attitude: 300,
    language: 20,
  },
} as const;

export interface PackFieldError {
  /** The field's path, e.g. `questions[3].options[1].text`; `''` for the whole document. */
  field: string;
  /** English, for developers; names the field. */
  message: string;
}

const DRAWING_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const IMAGE_EXTENSION = /\.(svg|png|jpe?g|webp)$/i;
/** HTML starts with `<` and a letter, `/`, `!` or `?`; "< 5" or "<3" stay plain text. */
const HTML = /<[A-Za-z/!?]/;
/** Control characters other than a line break or a tab. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The number of UTF-8 bytes of a text (no TextEncoder: the module has no platform types). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export type Json = Record<string, unknown>;

/** Collects the failures of one validation; a draft is held to the shape and the maxima only. */
export class Validator {
  readonly errors: PackFieldError[] = [];
  constructor(readonly draft: boolean) {}

  fail(field: string, message: string) {
    this.errors.push({ field, message: `${field || 'document'}: ${message}` });
  }

  /** An object with exactly these keys (the optional ones may be absent). */
  object(
    value: unknown,
    field: string,
    required: readonly string[],
    optional: readonly string[] = [],
  ): Json | null {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(field, 'must be an object');
      return null;
    }
    const object = value as Json;
    for (const key of required) {
      if (!(key in object)) this.fail(join(field, key), 'is missing');
    }
    for (const key of Object.keys(object)) {
      if (!required.includes(key) && !optional.includes(key)) {
        this.fail(join(field, key), 'is not a field of a lesson pack');
      }
    }
    return object;
  }

  /** A text of at most `max` characters; outside a draft, not empty and plain text. */
  text(
    value: unknown,
    field: string,
    max: number,
    { pattern, patternMessage }: { pattern?: RegExp; patternMessage?: string } = {},
  ): value is string {
    if (typeof value !== 'string') {
      this.fail(field, 'must be text');
      return false;
    }
    if (value.length > max) {
      this.fail(field, `must be at most ${max} characters (it has ${value.length})`);
      return false;
    }
    if (CONTROL.test(value)) {
      this.fail(field, 'must not contain control characters');
      return false;
    }
    if (pattern) {
      if (value === '' && this.draft) return true;
      if (!pattern.test(value)) {
        this.fail(field, patternMessage ?? `must match ${pattern}`);
        return false;
      }
      return true;
    }
    if (this.draft) return true;
    if (value.trim() === '') {
      this.fail(field, 'must not be empty');
      return false;
    }
    if (HTML.test(value)) {
      this.fail(field, 'must be plain text, without HTML (only **bold** and lists)');
      return false;
    }
    return true;
  }

  /** An array of `min`–`max` items (a draft may hold fewer than `min`). */
  array(value: unknown, field: string, min: number, max: number): unknown[] | null {
    if (!isArray(value)) {
      this.fail(field, 'must be a list');
      return null;
    }
    if (value.length > max) {
      this.fail(field, `must hold at most ${max} items (it holds ${value.length})`);
    } else if (!this.draft && value.length < min) {
      this.fail(field, `must hold at least ${min} items (it holds ${value.length})`);
    }
    return value.slice(0, max);
  }

  block(value: unknown, field: string) {
    if (Array.isArray(value)) {
      const lines = this.array(value, field, 1, PACK_LIMITS.listLines);
      lines?.forEach((line, i) => this.text(line, `${field}[${i}]`, PACK_LIMITS.text.paragraph));
    } else if (typeof value === 'string') {
      this.text(value, field, PACK_LIMITS.text.paragraph);
    } else {
      this.fail(field, 'must be a paragraph (text) or a list (a list of texts)');
    }
  }

  blocks(value: unknown, field: string, min: number) {
    this.array(value, field, min, PACK_LIMITS.blocks)?.forEach((block, i) =>
      this.block(block, `${field}[${i}]`),
    );
  }

  drawing(value: unknown, field: string) {
    const drawing = this.object(value, field, ['file', 'alt']);
    if (!drawing) return;
    this.text(drawing.file, `${field}.file`, 100, {
      pattern: DRAWING_FILE,
      patternMessage:
        'must be a plain file name (letters, digits, ".", "_", "-"; no folders), at most 100 characters',
    });
    if (
      typeof drawing.file === 'string' &&
      DRAWING_FILE.test(drawing.file) &&
      !IMAGE_EXTENSION.test(drawing.file)
    ) {
      this.fail(`${field}.file`, 'must end in .svg, .png, .jpg, .jpeg or .webp');
    }
    this.text(drawing.alt, `${field}.alt`, PACK_LIMITS.text.alt);
  }
}

export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const join = (field: string, key: string) => (field ? `${field}.${key}` : key);
export const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
