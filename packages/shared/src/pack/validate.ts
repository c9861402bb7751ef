import {
  PACK_FORMAT,
  PACK_TOPIC_ICONS,
  type PackDocument,
  QUESTION_NAME_PATTERN,
} from './document.js';
import { PACK_WARNING_RULES } from './problem.js';

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

export type PackValidation =
  { ok: true; document: PackDocument } | { ok: false; errors: PackFieldError[] };

const TOPIC_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const ATTITUDE_ID = /^[a-z0-9-]{1,40}$/;
const DRAWING_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const IMAGE_EXTENSION = /\.(svg|png|jpe?g|webp)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** A plain name of a video in the deployment's media folder: no folder, not hidden, no "..". */
const VIDEO_FILE = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,94}\.(mp4|m4v|webm|ogv)$/i;

/** Whether a video topic may name `file` of the deployment's media folder. */
export const isPackVideoFile = (file: string) => VIDEO_FILE.test(file);
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
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

type Json = Record<string, unknown>;

class Validator {
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

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const join = (field: string, key: string) => (field ? `${field}.${key}` : key);
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * Whether `input` is a lesson pack this app can show and score: its shape, its limits and, unless
 * `draft`, that it is complete (no empty text, the minimum counts, every reference resolves).
 * A draft may be half-written; it is held to the shape and the maxima only.
 */
export function validatePackDocument(
  input: unknown,
  options: { draft?: boolean } = {},
): PackValidation {
  const check = new Validator(options.draft === true);
  const { text: limit } = PACK_LIMITS;

  let json: string | undefined;
  try {
    json = JSON.stringify(input);
  } catch {
    check.fail('', 'must be JSON');
  }
  if (json !== undefined && utf8Bytes(json) > PACK_LIMITS.documentBytes) {
    check.fail(
      '',
      `must be at most ${PACK_LIMITS.documentBytes} bytes of JSON (it has ${utf8Bytes(json)})`,
    );
    return { ok: false, errors: check.errors };
  }

  const document = check.object(
    input,
    '',
    ['format', 'title', 'home', 'faq', 'topics', 'questions'],
    ['form_b', 'attitude_scale'],
  );
  if (!document) return { ok: false, errors: check.errors };

  if (document.format !== PACK_FORMAT) {
    check.fail('format', `must be ${PACK_FORMAT}; this app reads no other format`);
  }
  check.text(document.title, 'title', limit.title);

  const home = check.object(document.home, 'home', ['subtitle', 'quizDescription', 'poster']);
  if (home) {
    check.text(home.subtitle, 'home.subtitle', limit.paragraph);
    check.text(home.quizDescription, 'home.quizDescription', limit.paragraph);
    check.drawing(home.poster, 'home.poster');
  }

  check.array(document.faq, 'faq', 0, PACK_LIMITS.faqItems)?.forEach((value, i) => {
    const item = check.object(value, `faq[${i}]`, ['question', 'answer']);
    if (!item) return;
    check.text(item.question, `faq[${i}].question`, limit.heading);
    check.text(item.answer, `faq[${i}].answer`, limit.paragraph);
  });

  /** Each topic's id and, for a deck, its number of slides (for the questions' taughtIn). */
  const topics = new Map<string, { kind: 'deck' | 'video'; slides: number }>();
  const topicList = check.array(
    document.topics,
    'topics',
    PACK_LIMITS.topics.min,
    PACK_LIMITS.topics.max,
  );
  topicList?.forEach((value, i) => {
    const field = `topics[${i}]`;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      check.fail(field, 'must be an object');
      return;
    }
    const kind = (value as Json).kind;
    if (kind !== 'deck' && kind !== 'video') {
      check.fail(`${field}.kind`, 'must be "deck" or "video"');
      return;
    }
    const base = ['id', 'kind', 'title', 'card'];
    const topic =
      kind === 'deck'
        ? check.object(value, field, [...base, 'slides'], ['metronome'])
        : check.object(
            value,
            field,
            [...base, 'video', 'videoTitle', 'summary'],
            ['fileTitle', 'captionLanguage'],
          );
    if (!topic) return;
    if (
      check.text(topic.id, `${field}.id`, 40, {
        pattern: TOPIC_ID,
        patternMessage:
          'must be 1–40 lower-case letters, digits and hyphens, starting with a letter or digit',
      }) &&
      topic.id !== ''
    ) {
      if (topics.has(topic.id) && !check.draft) {
        check.fail(`${field}.id`, `repeats the id "${topic.id}" of another topic`);
      }
      topics.set(topic.id, {
        kind,
        slides: Array.isArray(topic.slides) ? topic.slides.length : 0,
      });
    }
    check.text(topic.title, `${field}.title`, limit.title);
    const card = check.object(topic.card, `${field}.card`, ['description', 'action', 'icon']);
    if (card) {
      check.text(card.description, `${field}.card.description`, limit.paragraph);
      check.text(card.action, `${field}.card.action`, limit.action);
      if (!(PACK_TOPIC_ICONS as readonly unknown[]).includes(card.icon)) {
        check.fail(`${field}.card.icon`, `must be one of ${PACK_TOPIC_ICONS.join(', ')}`);
      }
    }
    if (kind === 'deck') {
      if (topic.metronome !== undefined && typeof topic.metronome !== 'boolean') {
        check.fail(`${field}.metronome`, 'must be true or false');
      }
      check
        .array(
          topic.slides,
          `${field}.slides`,
          PACK_LIMITS.slidesPerDeck.min,
          PACK_LIMITS.slidesPerDeck.max,
        )
        ?.forEach((value, s) => {
          const at = `${field}.slides[${s}]`;
          const slide = check.object(value, at, ['heading', 'body', 'drawing'], ['more']);
          if (!slide) return;
          check.text(slide.heading, `${at}.heading`, limit.heading);
          check.blocks(slide.body, `${at}.body`, 1);
          if (slide.more !== undefined) check.blocks(slide.more, `${at}.more`, 0);
          check.drawing(slide.drawing, `${at}.drawing`);
        });
    } else {
      const video = topic.video;
      if (typeof video === 'object' && video !== null && 'youtubeId' in video) {
        const youtube = check.object(video, `${field}.video`, ['youtubeId']);
        if (youtube) {
          check.text(youtube.youtubeId, `${field}.video.youtubeId`, 11, {
            pattern: YOUTUBE_ID,
            patternMessage: 'must be a YouTube video id: 11 letters, digits, "_" or "-"',
          });
        }
      } else if (typeof video === 'object' && video !== null && 'file' in video) {
        const file = check.object(video, `${field}.video`, ['file']);
        if (file) {
          check.text(file.file, `${field}.video.file`, 100, {
            pattern: VIDEO_FILE,
            patternMessage:
              'must be a plain file name of the media folder (no folders, no "..") ending in .mp4, .m4v, .webm or .ogv, at most 100 characters',
          });
        }
      } else {
        check.fail(`${field}.video`, 'must be { youtubeId } or { file }');
      }
      check.text(topic.videoTitle, `${field}.videoTitle`, limit.title);
      if (topic.fileTitle !== undefined) {
        check.text(topic.fileTitle, `${field}.fileTitle`, limit.title);
      }
      if (topic.captionLanguage !== undefined) {
        check.text(topic.captionLanguage, `${field}.captionLanguage`, limit.language, {
          pattern: LANGUAGE,
          patternMessage: 'must be a language tag, e.g. "id" or "en"',
        });
      }
      check.text(topic.summary, `${field}.summary`, limit.paragraph);
    }
  });

  const names = new Set<string>();
  checkQuestions(check, document.questions, 'questions', topics, names);

  if (document.form_b !== undefined) {
    checkQuestions(check, document.form_b, 'form_b', topics, names);
    checkParallelForm(check, document.questions, document.form_b);
  }

  if (document.attitude_scale !== undefined) {
    checkAttitudeScale(check, document.attitude_scale);
  }

  return check.errors.length === 0
    ? { ok: true, document: input as PackDocument }
    : { ok: false, errors: check.errors };
}

/** A list of questions, `questions` or `form_b`; names are unique across both forms. */
function checkQuestions(
  check: Validator,
  value: unknown,
  list: 'questions' | 'form_b',
  topics: Map<string, { kind: 'deck' | 'video'; slides: number }>,
  names: Set<string>,
) {
  const { text: limit } = PACK_LIMITS;
  check
    .array(value, list, PACK_LIMITS.questions.min, PACK_LIMITS.questions.max)
    ?.forEach((value, i) => {
      const field = `${list}[${i}]`;
      const question = check.object(
        value,
        field,
        [
          'name',
          'topic',
          'question',
          'options',
          'correctAnswer',
          'explanation',
          'taughtIn',
          'keyFact',
        ],
        ['reviewed'],
      );
      if (!question) return;
      if (
        check.text(question.name, `${field}.name`, 40, {
          pattern: QUESTION_NAME_PATTERN,
          patternMessage: 'must be 1–40 letters, digits or "_"',
        }) &&
        question.name !== ''
      ) {
        if (names.has(question.name) && !check.draft) {
          check.fail(
            `${field}.name`,
            `repeats the name "${question.name}" of another question${list === 'form_b' ? ' (of either form)' : ''}`,
          );
        }
        names.add(question.name);
      }
      check.text(question.topic, `${field}.topic`, limit.title);
      check.text(question.question, `${field}.question`, limit.paragraph);
      check
        .array(question.options, `${field}.options`, PACK_LIMITS.options, PACK_LIMITS.options)
        ?.forEach((value, o) => {
          const at = `${field}.options[${o}]`;
          const option = check.object(value, at, ['text', 'value']);
          if (!option) return;
          check.text(option.text, `${at}.text`, limit.option);
          if (option.value !== o + 1) {
            check.fail(
              `${at}.value`,
              `must be ${o + 1}: the options are A, B, C with values 1, 2, 3`,
            );
          }
        });
      if (![1, 2, 3].includes(question.correctAnswer as number)) {
        check.fail(`${field}.correctAnswer`, 'must be 1, 2 or 3 (A, B or C)');
      }
      check.text(question.explanation, `${field}.explanation`, limit.paragraph);
      check.text(question.keyFact, `${field}.keyFact`, limit.keyFact);

      const taughtIn = check.object(question.taughtIn, `${field}.taughtIn`, ['topic'], ['slide']);
      if (taughtIn) {
        const at = `${field}.taughtIn`;
        const slide = taughtIn.slide;
        if (slide !== undefined && (!isInteger(slide) || slide < 0)) {
          check.fail(`${at}.slide`, 'must be a slide index: a whole number from 0');
        }
        if (check.text(taughtIn.topic, `${at}.topic`, 40) && !check.draft) {
          const topic = topics.get(taughtIn.topic);
          if (!topic) {
            check.fail(`${at}.topic`, `names no topic of this pack ("${taughtIn.topic}")`);
          } else if (topic.kind === 'video' && slide !== undefined) {
            check.fail(`${at}.slide`, 'must be absent: the topic is a video');
          } else if (topic.kind === 'deck' && slide === undefined) {
            check.fail(`${at}.slide`, 'is missing: the topic is a deck of slides');
          } else if (topic.kind === 'deck' && isInteger(slide) && slide >= topic.slides) {
            check.fail(`${at}.slide`, `names no slide of topic "${taughtIn.topic}"`);
          }
        }
      }

      if (question.reviewed !== undefined) {
        const at = `${field}.reviewed`;
        const reviewed = question.reviewed;
        if (typeof reviewed !== 'object' || reviewed === null || Array.isArray(reviewed)) {
          check.fail(at, 'must be an object of rule → the written reason');
        } else {
          for (const [rule, reason] of Object.entries(reviewed)) {
            if (!(PACK_WARNING_RULES as readonly string[]).includes(rule)) {
              check.fail(
                `${at}.${rule}`,
                `is not a warning that can be reviewed (one of ${PACK_WARNING_RULES.join(', ')})`,
              );
            } else if (typeof reason !== 'string' || reason.trim() === '') {
              check.fail(`${at}.${rule}`, 'must be the written reason (non-empty text)');
            } else {
              check.text(reason, `${at}.${rule}`, limit.reason);
            }
          }
        }
      }
    });
}

/**
 * Form B parallels form A: as many questions, each on the same topic label and taught where form
 * A's question at its place is (a draft may still be shorter, and differ).
 */
function checkParallelForm(check: Validator, formA: unknown, formB: unknown) {
  if (check.draft || !isArray(formA) || !isArray(formB)) return;
  if (formB.length !== formA.length) {
    check.fail(
      'form_b',
      `must hold as many questions as form A (questions): ${formA.length}, not ${formB.length}`,
    );
    return;
  }
  formB.forEach((b, i) => {
    const a = formA[i] as Json | null;
    if (!isObject(a) || !isObject(b)) return;
    if (typeof a.topic === 'string' && b.topic !== a.topic) {
      check.fail(
        `form_b[${i}].topic`,
        `must be "${a.topic}", the topic of form A's question ${i + 1} (a parallel question)`,
      );
    }
    const at = a.taughtIn;
    const bt = b.taughtIn;
    if (isObject(at) && isObject(bt) && (at.topic !== bt.topic || at.slide !== bt.slide)) {
      check.fail(
        `form_b[${i}].taughtIn`,
        `must be where form A's question ${i + 1} is taught (${JSON.stringify(at)}): ` +
          'a parallel question',
      );
    }
  });
}

function checkAttitudeScale(check: Validator, value: unknown) {
  const ids = new Set<string>();
  check
    .array(value, 'attitude_scale', PACK_LIMITS.attitudeItems.min, PACK_LIMITS.attitudeItems.max)
    ?.forEach((value, i) => {
      const field = `attitude_scale[${i}]`;
      const item = check.object(value, field, ['id', 'text', 'positive']);
      if (!item) return;
      if (
        check.text(item.id, `${field}.id`, 40, {
          pattern: ATTITUDE_ID,
          patternMessage: 'must be 1–40 lower-case letters, digits and hyphens',
        }) &&
        item.id !== ''
      ) {
        if (ids.has(item.id) && !check.draft) {
          check.fail(`${field}.id`, `repeats the id "${item.id}" of another statement`);
        }
        ids.add(item.id);
      }
      check.text(item.text, `${field}.text`, PACK_LIMITS.text.attitude);
      if (typeof item.positive !== 'boolean') {
        check.fail(`${field}.positive`, 'must be true (worded for) or false (worded against)');
      }
    });
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
