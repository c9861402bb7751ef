import { type PackValidation, validatePackDocument } from '@piba/shared';

/**
 * An imported document checked as a version to publish, never as a draft: every rule, the
 * minima too, since it becomes a published version as it stands.
 */
export const checkImportedDocument = (input: unknown): PackValidation =>
  validatePackDocument(input);
