import { PACK_FORMAT, type PackDocument } from './document.js';
import { PACK_LIMITS, type PackFieldError, utf8Bytes, Validator } from './validate-fields.js';
import { checkAttitudeScale, checkParallelForm, checkQuestions } from './validate-questions.js';
import { checkTopics } from './validate-topics.js';

export { PACK_LIMITS, type PackFieldError, utf8Bytes } from './validate-fields.js';
export { isPackVideoFile } from './validate-topics.js';

export type PackValidation =
  { ok: true; document: PackDocument } | { ok: false; errors: PackFieldError[] };

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

  const topics = checkTopics(check, document.topics);

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
