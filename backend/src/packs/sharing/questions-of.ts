import type { PackDocument, PackQuestion, QuizOption } from '@piba/shared';

/** What the question exports read of a published version. */
export interface ExportedVersion {
  version: string;
  answerKeyVersion: string;
  document: PackDocument;
}

/** A question's options in the order a student sees them: A, B, C. */
export const optionsInOrder = (question: PackQuestion): QuizOption[] =>
  [...question.options].sort((a, b) => a.value - b.value);

/** The question bank's category in a learning platform: the pack's title and its version. */
export const categoryOf = ({ version, document }: ExportedVersion): string =>
  `${document.title} (${version})`;

/** A form of the test as the exports write it: its category path (names) and its questions. */
export interface ExportedForm {
  category: string[];
  questions: PackQuestion[];
}

/**
 * The forms of a version's test: its questions in the version's category, or, when the pack has a
 * parallel form B, form A and form B in two subcategories of it ("Bentuk A", "Bentuk B").
 */
export function formsOf(version: ExportedVersion): ExportedForm[] {
  const category = categoryOf(version);
  const { questions, form_b: formB } = version.document;
  if (!formB) return [{ category: [category], questions }];
  return [
    { category: [category, 'Bentuk A'], questions },
    { category: [category, 'Bentuk B'], questions: formB },
  ];
}
