import { describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseGift } from 'gift-pegjs';
import { answerKeyVersion, defaultPackDocument, type PackDocument } from '@piba/shared';
import { gift, giftEscape } from './gift.js';
import { moodleXml } from './moodle-xml.js';
import type { ExportedVersion } from './questions-of.js';

const piba: ExportedVersion = {
  version: '0123456789abcdef',
  answerKeyVersion: answerKeyVersion(defaultPackDocument.questions),
  document: defaultPackDocument,
};

/** The default pack with one question written with every character the formats treat apart. */
const HOSTILE = 'Tom & Jerry: <b>"bold"</b> ~ = # { } \\ ]]> 50%';
const hostileDocument: PackDocument = {
  ...defaultPackDocument,
  title: 'Paket A/B: uji & coba',
  questions: defaultPackDocument.questions.map((question, index) =>
    index === 0
      ? {
          ...question,
          question: `Soal ${HOSTILE}?`,
          explanation: `Karena ${HOSTILE}`,
          options: question.options.map((option) => ({
            ...option,
            text: `${option.text} ${HOSTILE}`,
          })),
        }
      : question,
  ),
};
const hostile: ExportedVersion = { ...piba, document: hostileDocument };

interface MoodleText {
  '#text'?: string;
  format?: string;
}
interface MoodleQuestion {
  type: string;
  name: { text: string };
  questiontext: { format: string; text: string };
  generalfeedback: { format: string; text: string };
  single: string;
  shuffleanswers: string;
  answernumbering: string;
  answer: { fraction: string; format: string; text: string; feedback: MoodleText }[];
  category?: { text: string };
}

function parseMoodle(xml: string): MoodleQuestion[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    isArray: (name) => name === 'question' || name === 'answer',
  }).parse(xml) as { quiz: { question: MoodleQuestion[] } };
  return parsed.quiz.question;
}

describe('moodleXml', () => {
  it("writes a category and one single-answer multichoice per question, the key worth 100, in the pack's order", () => {
    const [category, ...questions] = parseMoodle(moodleXml(piba));
    expect(category.type).toBe('category');
    expect(category.category?.text).toBe(
      `$course$/top/${defaultPackDocument.title} (0123456789abcdef)`,
    );
    expect(questions.map((question) => question.name.text)).toEqual(
      defaultPackDocument.questions.map((question) => question.name),
    );
    questions.forEach((question, index) => {
      const source = defaultPackDocument.questions[index];
      expect(question.type).toBe('multichoice');
      expect(question.single).toBe('true');
      expect(question.shuffleanswers).toBe('0');
      expect(question.answernumbering).toBe('ABCD');
      expect(question.questiontext).toEqual({ format: 'html', text: `<p>${source.question}</p>` });
      expect(question.generalfeedback).toEqual({
        format: 'html',
        text: `<p>${source.explanation}</p>`,
      });
      expect(question.answer.map((answer) => [answer.text, answer.fraction])).toEqual(
        [...source.options]
          .sort((a, b) => a.value - b.value)
          .map((option) => [option.text, option.value === source.correctAnswer ? '100' : '0']),
      );
    });
  });

  it('escapes & < > " in text, and a CDATA end marker, so the text reads back as written', () => {
    const [category, first] = parseMoodle(moodleXml(hostile));
    expect(category.category?.text).toBe('$course$/top/Paket A//B: uji & coba (0123456789abcdef)');
    const escaped = 'Tom &amp; Jerry: &lt;b&gt;&quot;bold&quot;&lt;/b&gt; ~ = # { } \\ ]]&gt; 50%';
    expect(first.questiontext.text).toBe(`<p>Soal ${escaped}?</p>`);
    expect(first.generalfeedback.text).toBe(`<p>Karena ${escaped}</p>`);
    expect(first.answer[0].text).toMatch(
      new RegExp(`${escaped.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`),
    );
  });
});

describe('gift', () => {
  it("escapes each of GIFT's special characters with a backslash, and a line break as \\n", () => {
    expect(giftEscape('a~b=c#d{e}f:g\\h\ni')).toBe('a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni');
  });

  it('writes each question as ::name:: stem {=key ~wrong ~wrong ####explanation}, as a GIFT parser reads it', () => {
    const text = gift(piba);
    expect(text).toContain(
      `::question6:: ${giftEscape(defaultPackDocument.questions[0].question)} {\n\t~`,
    );
    const [category, ...questions] = parseGift(text);
    expect(category).toMatchObject({
      type: 'Category',
      title: `$course$/top/${defaultPackDocument.title} (0123456789abcdef)`,
    });
    expect(questions).toHaveLength(defaultPackDocument.questions.length);
    questions.forEach((question, index) => {
      const source = defaultPackDocument.questions[index];
      expect(question).toMatchObject({
        type: 'MC',
        title: source.name,
        stem: { text: source.question },
        globalFeedback: { text: source.explanation },
      });
      const choices = (question as { choices: { isCorrect: boolean; text: { text: string } }[] })
        .choices;
      expect(choices.map((choice) => [choice.text.text, choice.isCorrect])).toEqual(
        [...source.options]
          .sort((a, b) => a.value - b.value)
          .map((option) => [option.text, option.value === source.correctAnswer]),
      );
    });
  });

  it('text with ~ = # { } : and backslashes reads back as written', () => {
    const [, first] = parseGift(gift(hostile));
    expect(first).toMatchObject({
      title: 'question6',
      stem: { text: `Soal ${HOSTILE}?` },
      globalFeedback: { text: `Karena ${HOSTILE}` },
    });
    const choices = (first as { choices: { text: { text: string } }[] }).choices;
    expect(choices.every((choice) => choice.text.text.endsWith(HOSTILE))).toBe(true);
  });
});

describe('a pack with a parallel form B', () => {
  const formB = defaultPackDocument.questions.map((question, index) => ({
    ...question,
    name: `formb${index + 1}`,
  }));
  const twoForms: ExportedVersion = {
    ...piba,
    document: { ...defaultPackDocument, form_b: formB },
  };
  const category = `$course$/top/${defaultPackDocument.title} (0123456789abcdef)`;
  const names = (questions: Array<{ name: string }>) => questions.map((question) => question.name);

  it('writes form A and form B in two subcategories of the version in Moodle XML', () => {
    const written = parseMoodle(moodleXml(twoForms));
    const categories = written.filter((question) => question.type === 'category');
    expect(categories.map((question) => question.category?.text)).toEqual([
      `${category}/Bentuk A`,
      `${category}/Bentuk B`,
    ]);
    expect(written.map((question) => question.category?.text ?? question.name.text)).toEqual([
      `${category}/Bentuk A`,
      ...names(defaultPackDocument.questions),
      `${category}/Bentuk B`,
      ...names(formB),
    ]);
  });

  it('writes them in two categories in GIFT', () => {
    const parsed = parseGift(gift(twoForms)) as Array<{ type: string; title: string }>;
    expect(parsed.map((question) => question.title)).toEqual([
      `${category}/Bentuk A`,
      ...names(defaultPackDocument.questions),
      `${category}/Bentuk B`,
      ...names(formB),
    ]);
  });
});
