import { PACK_VERSION_PATTERN } from '@piba/shared';

export { PACK_VERSION_PATTERN };
export const PACK_VERSION_MESSAGE =
  'pack_version must be a pack version id: 16 lowercase hex digits';

export const PACK_VERSION_PROPERTY = {
  example: '3f9a0c1d2b4e5f60',
  pattern: PACK_VERSION_PATTERN.source,
  description:
    "The lesson pack version the session teaches: a published version that is not retired (else 400). Without it, the default pack's current version. Every result saved in the session must be scored with this version's answer key.",
};
