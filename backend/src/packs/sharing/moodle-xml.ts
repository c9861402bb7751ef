import type { PackQuestion } from '@piba/shared';
import { type ExportedVersion, formsOf, optionsInOrder } from './questions-of.js';

/*
 * A version's questions in Moodle XML (docs.moodle.org, "Moodle XML format"), for a school that
 * runs its tests in Moodle: each question is a single-answer multiple choice with the options in
 * the pack's order, lettered A, B, C, the key worth 100 % and the explanation as general feedback.
 */

/** Text as HTML: a pack's text is plain, so every character stands for itself. */
const html = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

/** HTML inside the XML: a CDATA section, split wherever the text holds its end marker. */
const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** Text for an XML element holding plain text. */
const xmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A category path of Moodle: names joined by slashes, a slash in a name written twice. */
const categoryPath = (names: string[]) =>
  ['$course$/top', ...names.map((name) => name.replace(/\//g, '//'))].join('/');

export function moodleXml(version: ExportedVersion): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${xmlText(version.document.title).replace(/--/g, '- -')}: version ${version.version}, answer key ${version.answerKeyVersion} -->`,
    '<quiz>',
  ];
  for (const form of formsOf(version)) {
    lines.push(
      '  <question type="category">',
      `    <category><text>${xmlText(categoryPath(form.category))}</text></category>`,
      '  </question>',
    );
    for (const question of form.questions) lines.push(...multichoice(question));
  }
  lines.push('</quiz>', '');
  return lines.join('\n');
}

function multichoice(question: PackQuestion): string[] {
  return [
    '  <question type="multichoice">',
    `    <name><text>${xmlText(question.name)}</text></name>`,
    `    <questiontext format="html"><text>${cdata(`<p>${html(question.question)}</p>`)}</text></questiontext>`,
    `    <generalfeedback format="html"><text>${cdata(`<p>${html(question.explanation)}</p>`)}</text></generalfeedback>`,
    '    <defaultgrade>1</defaultgrade>',
    '    <penalty>0</penalty>',
    '    <hidden>0</hidden>',
    `    <idnumber>${xmlText(question.name)}</idnumber>`,
    '    <single>true</single>',
    '    <shuffleanswers>0</shuffleanswers>',
    '    <answernumbering>ABCD</answernumbering>',
    ...optionsInOrder(question).map(
      (option) =>
        `    <answer fraction="${option.value === question.correctAnswer ? 100 : 0}" format="html"><text>${cdata(html(option.text))}</text><feedback format="html"><text></text></feedback></answer>`,
    ),
    '  </question>',
  ];
}
