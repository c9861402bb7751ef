import type { PackQuestion } from '@piba/shared';
import { type ExportedVersion, formsOf, optionsInOrder } from './questions-of.js';

/*
 * A version's questions in GIFT (docs.moodle.org, "GIFT format"), the plain-text format Moodle
 * and other learning platforms import:
 *
 *   ::question6:: stem {=right ~wrong ~wrong ####explanation}
 *
 * The options keep the pack's order (A, B, C), the key marked with "=".
 */

/** GIFT's special characters and the backslash escaping them; a line break is written \n. */
export const giftEscape = (text: string): string =>
  text.replace(/[\\~=#{}:]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');

export function gift(version: ExportedVersion): string {
  const blocks = [
    `// ${version.document.title.replace(/\r?\n/g, ' ')}: version ${version.version}, answer key ${version.answerKeyVersion}`,
  ];
  for (const form of formsOf(version)) {
    // The category line is read as it stands, with no escapes; a slash in a name is written twice.
    const path = form.category.map((name) => name.replace(/\s+/g, ' ').replace(/\//g, '//'));
    blocks.push(`$CATEGORY: ${['$course$/top', ...path].join('/')}`);
    for (const question of form.questions) blocks.push(giftQuestion(question));
  }
  return `${blocks.join('\n\n')}\n`;
}

function giftQuestion(question: PackQuestion): string {
  const options = optionsInOrder(question).map(
    (option) =>
      `\t${option.value === question.correctAnswer ? '=' : '~'}${giftEscape(option.text)}`,
  );
  return [
    `::${giftEscape(question.name)}:: ${giftEscape(question.question)} {`,
    ...options,
    `\t####${giftEscape(question.explanation)}`,
    '}',
  ].join('\n');
}
