import {
  PACK_LIMITS,
  type OptionValue,
  type PackAttitudeItem,
  type PackDeckTopic,
  type PackDocument,
  type PackQuestion,
  type PackSlide,
  type PackTopic,
  type PackVideoTopic,
} from '@piba/shared';

/*
 * The editor's changes to a document, each returning a new document (React state is never
 * changed in place). Moving or removing a slide or renaming a topic also moves the questions
 * that point at it, so a question keeps its taught slide.
 */

/** The most a pack holds: the editor's "Tambah" buttons stop there. */
export const EDITOR_LIMITS = {
  topics: PACK_LIMITS.topics.max,
  slides: PACK_LIMITS.slidesPerDeck.max,
  questions: PACK_LIMITS.questions.max,
  faq: PACK_LIMITS.faqItems,
} as const;

export const OPTION_LETTERS = ['A', 'B', 'C'] as const;
export const optionLetter = (value: OptionValue) => OPTION_LETTERS[value - 1];

export const emptySlide = (): PackSlide => ({
  heading: '',
  body: [],
  drawing: { file: '', alt: '' },
});

function freeTopicId(document: PackDocument) {
  const taken = new Set(document.topics.map((topic) => topic.id));
  let number = document.topics.length + 1;
  while (taken.has(`topik-${number}`)) number += 1;
  return `topik-${number}`;
}

export const emptyTopic = (document: PackDocument): PackDeckTopic => ({
  id: freeTopicId(document),
  title: '',
  kind: 'deck',
  card: { description: '', action: 'Mulai Belajar', icon: 'book' },
  slides: [emptySlide()],
});

/** A topic of the other kind, keeping its id, title and card. */
export function withKind(topic: PackTopic, kind: PackTopic['kind']): PackTopic {
  if (topic.kind === kind) return topic;
  const { id, title, card } = topic;
  if (kind === 'deck') return { id, title, card, kind, slides: [emptySlide()] };
  const video: PackVideoTopic = {
    id,
    title,
    card: { ...card, action: 'Tonton Video' },
    kind,
    video: { youtubeId: '' },
    videoTitle: title,
    summary: '',
  };
  return video;
}

/** Every question name of the document: names are unique across both forms. */
const questionNames = (document: PackDocument) =>
  new Set([...document.questions, ...(document.form_b ?? [])].map((question) => question.name));

function freeQuestionName(document: PackDocument, list: QuestionList = 'questions') {
  const taken = questionNames(document);
  const prefix = list === 'form_b' ? 'questionB' : 'question';
  let number = (document[list]?.length ?? 0) + 1;
  while (taken.has(`${prefix}${number}`)) number += 1;
  return `${prefix}${number}`;
}

/** The test's questions (form A) or its parallel form B. */
export type QuestionList = 'questions' | 'form_b';

/** The document with one of its question lists changed. */
export const withQuestions = (
  document: PackDocument,
  list: QuestionList,
  change: (questions: PackQuestion[]) => PackQuestion[],
): PackDocument => ({ ...document, [list]: change(document[list] ?? []) });

/**
 * Form B as a copy of form A to rewrite: each question at its place, on its topic and taught
 * slide, under a name of its own, without form A's reviews.
 */
export function formBFromA(document: PackDocument): PackDocument {
  const taken = questionNames(document);
  const form_b = document.questions.map((question) => {
    const { reviewed: _, ...rest } = question;
    let name = `${question.name.slice(0, 38)}_b`;
    for (let n = 2; taken.has(name); n += 1) name = `${question.name.slice(0, 35)}_b${n}`;
    taken.add(name);
    return { ...rest, name };
  });
  return { ...document, form_b };
}

/** A new statement of the attitude scale, worded for the attitude, with an id of its own. */
export function emptyAttitudeItem(document: PackDocument): PackAttitudeItem {
  const taken = new Set((document.attitude_scale ?? []).map((item) => item.id));
  let number = (document.attitude_scale?.length ?? 0) + 1;
  while (taken.has(`sikap-${number}`)) number += 1;
  return { id: `sikap-${number}`, text: '', positive: true };
}

export const emptyQuestion = (
  document: PackDocument,
  list: QuestionList = 'questions',
): PackQuestion => ({
  name: freeQuestionName(document, list),
  topic: '',
  question: '',
  options: [
    { text: '', value: 1 },
    { text: '', value: 2 },
    { text: '', value: 3 },
  ],
  correctAnswer: 1,
  explanation: '',
  taughtIn: { topic: '' },
  keyFact: '',
});

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const replaced = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, at) => (at === index ? item : current));

export const removed = <T>(items: readonly T[], index: number): T[] =>
  items.filter((_, at) => at !== index);

/** The document with one topic replaced; a new id carries its questions along. */
export function setTopic(document: PackDocument, index: number, topic: PackTopic): PackDocument {
  const before = document.topics[index];
  const questions =
    before && before.id !== topic.id
      ? document.questions.map((question) =>
          question.taughtIn.topic === before.id
            ? { ...question, taughtIn: { ...question.taughtIn, topic: topic.id } }
            : question,
        )
      : document.questions;
  return { ...document, topics: replaced(document.topics, index, topic), questions };
}

/**
 * The document with a deck's slides rearranged: `order[i]` is the old index of the new slide i
 * (undefined for a new slide). A question whose slide is gone keeps its topic with no slide.
 */
export function setSlides(
  document: PackDocument,
  topicIndex: number,
  slides: PackSlide[],
  order: (number | undefined)[],
): PackDocument {
  const topic = document.topics[topicIndex];
  if (topic?.kind !== 'deck') return document;
  const questions = document.questions.map((question) => {
    if (question.taughtIn.topic !== topic.id || question.taughtIn.slide === undefined)
      return question;
    const at = order.indexOf(question.taughtIn.slide);
    if (at === question.taughtIn.slide) return question;
    return {
      ...question,
      taughtIn: at < 0 ? { topic: topic.id } : { topic: topic.id, slide: at },
    };
  });
  return {
    ...document,
    topics: replaced(document.topics, topicIndex, { ...topic, slides }),
    questions,
  };
}

/** The identity order of a list of `length`, for setSlides. */
export const identityOrder = (length: number) => Array.from({ length }, (_, index) => index);
