import { BadRequestException } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { PACK_VERSION_PATTERN } from '@piba/shared';

/** A pack id: letters, digits and hyphens (`piba`, or a new pack's `p-…`). */
export const PACK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A drawing's file name: a plain name with an extension, no folder. */
export const DRAWING_FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The route's version id, or 400 saying what one looks like. */
export function versionParam(value: string): string {
  if (!PACK_VERSION_PATTERN.test(value)) {
    throw new BadRequestException('version must be 16 lowercase hex digits');
  }
  return value;
}

/** The route's pack id, or 400 saying what one looks like. */
export function packIdParam(value: string): string {
  if (!PACK_ID_PATTERN.test(value)) {
    throw new BadRequestException(
      'id must be a pack id: lowercase letters, digits and hyphens, at most 40',
    );
  }
  return value;
}

/** The route's drawing file name, or 400: a plain file name, never a path. */
export function fileParam(value: string): string {
  if (!DRAWING_FILE_PATTERN.test(value)) {
    throw new BadRequestException('file must be a plain file name such as poster.svg');
  }
  return value;
}

export const VERSION_PARAM = ApiParam({
  name: 'version',
  description: 'The version id: 16 lowercase hex digits',
  example: '3f9a0c1d2b4e5f60',
});
export const PACK_ID_PARAM = ApiParam({
  name: 'id',
  description: 'The pack id',
  example: 'p-3f9a0c1d2b',
});
export const FILE_PARAM = ApiParam({
  name: 'file',
  description: 'The drawing’s file name, as the document names it',
  example: 'poster.svg',
});
