import { QUESTION_NAME_PATTERN } from './document.js';
import { PACK_WARNING_RULES } from './problem.js';
import {
  isArray,
  isInteger,
  isObject,
  type Json,
  PACK_LIMITS,
  type Validator,
} from './validate-fields.js';
import type { TopicIndex } from './validate-topics.js';

/*
 * The validation of a pack's tests (`validate.ts`): the questions of form A (`questions`) and of
 * form B (`form_b`), form B as a parallel of form A, and the attitude scale.
 */

const ATTITUDE_ID = /^[a-z0-9-]{1,40}$/;

/**
 * A question's name or a statement's id: text of at most 40 characters matching `pattern`, and
 * (except in a draft, which may hold a copy being edited) none seen before in `seen`.
 */
function uniqueKey(
  check: Validator,
  value: unknown,
  field: string,
  seen: Set<string>,
  rule: { pattern: RegExp; patternMessage: string; repeats: (key: string) => string },
) {
  const { pattern, patternMessage } = rule;
  if (!check.text(value, field, 40, { pattern, patternMessage }) || value === '') return;
  if (seen.has(value) && !check.draft) check.fail(field, rule.repeats(value));
  seen.add(value);
}

/** A list of questions, `questions` or `form_b`; names are unique across both forms. */
export function checkQuestions(
  check: Validator,
  value: unknown,
  list: 'questions' | 'form_b',
  topics: TopicIndex,
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
      uniqueKey(check, question.name, `${field}.name`, names, {
        pattern: QUESTION_NAME_PATTERN,
        patternMessage: 'must be 1–40 letters, digits or "_"',
        repeats: (name) =>
          `repeats the name "${name}" of another question${list === 'form_b' ? ' (of either form)' : ''}`,
      });
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
export function checkParallelForm(check: Validator, formA: unknown, formB: unknown) {
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

export function checkAttitudeScale(check: Validator, value: unknown) {
  const ids = new Set<string>();
  check
    .array(value, 'attitude_scale', PACK_LIMITS.attitudeItems.min, PACK_LIMITS.attitudeItems.max)
    ?.forEach((value, i) => {
      const field = `attitude_scale[${i}]`;
      const item = check.object(value, field, ['id', 'text', 'positive']);
      if (!item) return;
      uniqueKey(check, item.id, `${field}.id`, ids, {
        pattern: ATTITUDE_ID,
        patternMessage: 'must be 1–40 lower-case letters, digits and hyphens',
        repeats: (id) => `repeats the id "${id}" of another statement`,
      });
      check.text(item.text, `${field}.text`, PACK_LIMITS.text.attitude);
      if (typeof item.positive !== 'boolean') {
        check.fail(`${field}.positive`, 'must be true (worded for) or false (worded against)');
      }
    });
}
