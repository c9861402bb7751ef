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
