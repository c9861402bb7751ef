import { PACK_FORMAT, type PackDocument } from '@piba/shared';

/** What validatePackDocument (@piba/shared) answers; the import refuses on any error. */
export type PackDocumentCheck =
  | { ok: true; document: PackDocument }
  | { ok: false; errors: { field: string; message: string }[] };

/**
 * An imported document checked as a version to publish (not as a draft). Until @piba/shared
 * exports validatePackDocument this checks the outline only: format, title, topics, questions.
 */
export function checkImportedDocument(input: unknown): PackDocumentCheck {
  const errors: { field: string; message: string }[] = [];
  const document = input as Partial<PackDocument> | null;
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { ok: false, errors: [{ field: '', message: 'must be a JSON object' }] };
  }
  if (document.format !== PACK_FORMAT) {
    errors.push({ field: 'format', message: `must be ${PACK_FORMAT}` });
  }
  if (typeof document.title !== 'string' || !document.title.trim()) {
    errors.push({ field: 'title', message: 'must be non-empty text' });
  }
  if (typeof document.home?.poster?.file !== 'string') {
    errors.push({ field: 'home.poster.file', message: "must name one of the pack's drawings" });
  }
  if (!Array.isArray(document.topics) || document.topics.length === 0) {
    errors.push({ field: 'topics', message: 'must list at least one topic' });
  }
  if (!Array.isArray(document.questions) || document.questions.length < 5) {
    errors.push({ field: 'questions', message: 'must list at least 5 questions' });
  }
  return errors.length ? { ok: false, errors } : { ok: true, document: document as PackDocument };
}
