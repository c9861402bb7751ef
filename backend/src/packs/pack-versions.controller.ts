import { Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { PackVersionBody } from '@piba/shared';
import { Audited } from '../common/audited.js';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { AdminOnly } from '../teacher-access/index.js';
import { PackVersionBodyResponse, RetiredPackVersionResponse } from './dto/pack.responses.js';
import { FILE_PARAM, fileParam, VERSION_PARAM, versionParam } from './pack-params.js';
import { PackVersionsService } from './pack-versions.service.js';

/** A published version never changes: a browser and a proxy may keep it for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A drawing is shown as an image; opened by itself, it may run nothing and load nothing
 * (defence in depth: an SVG holding a script is refused when uploaded).
 */
const DRAWING_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

@ApiTags('packs')
@ApiRetryableErrors()
@Controller('pack-versions')
export class PackVersionsController {
  constructor(private readonly versions: PackVersionsService) {}

  @Get('default')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    operationId: 'getDefaultPackVersion',
    summary: 'The lesson students see without a session',
    description:
      'Public. The default pack’s newest version not retired. Answered with `Cache-Control: no-cache` and an ETag (the version id): a client that sends it back in If-None-Match gets 304 until a new version is published.',
  })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: 'The ETag of an earlier answer',
  })
  @ApiOkResponse({
    type: PackVersionBodyResponse,
    headers: { ETag: { description: 'The version id, quoted', schema: { type: 'string' } } },
  })
  @ApiResponse({ status: 304, description: 'The version the client holds is still the default' })
  async defaultVersion(@Res({ passthrough: true }) response: Response): Promise<PackVersionBody> {
    const version = await this.versions.defaultVersion();
    // Express answers 304 itself when the request's If-None-Match holds this ETag.
    response.setHeader('ETag', `"${version.version}"`);
    return this.versions.body(version);
  }

  @Get(':version')
  @Header('Cache-Control', IMMUTABLE)
  @VERSION_PARAM
  @ApiOperation({
    operationId: 'getPackVersion',
    summary: 'A published version of a lesson pack',
    description:
      'Public. A version never changes, so it is answered with `Cache-Control: public, max-age=31536000, immutable`. A retired version is still answered: results and open tabs refer to it.',
  })
  @ApiOkResponse({ type: PackVersionBodyResponse })
  @ApiErrors({ 400: 'The version is not 16 lowercase hex digits', 404: 'No version has this id' })
  async get(@Param('version') version: string): Promise<PackVersionBody> {
    return this.versions.body(await this.versions.require(versionParam(version)));
  }

  @Get(':version/drawings/:file')
  @VERSION_PARAM
  @FILE_PARAM
  @ApiOperation({
    operationId: 'getPackVersionDrawing',
    summary: 'A drawing of a published version',
    description:
      'Public. The bytes as stored, with the content type told from them when they were uploaded (image/svg+xml or image/webp), `X-Content-Type-Options: nosniff` and the immutable cache header.',
  })
  @ApiProduces('image/svg+xml', 'image/webp')
  @ApiOkResponse({
    description: 'The drawing',
    content: {
      'image/svg+xml': { schema: { type: 'string', format: 'binary' } },
      'image/webp': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiErrors({
    400: 'The version is not 16 lowercase hex digits, or the file is not a plain file name',
    404: 'The version has no drawing of this name',
  })
  async drawing(
    @Param('version') version: string,
    @Param('file') file: string,
    @Res() response: Response,
  ): Promise<void> {
    const drawing = await this.versions.drawing(versionParam(version), fileParam(file));
    sendDrawing(response, drawing.contentType, drawing.bytes, IMMUTABLE);
  }

  @Post(':version/retire')
  @HttpCode(200)
  @AdminOnly()
  @VERSION_PARAM
  @ApiOperation({
    operationId: 'retirePackVersion',
    summary: 'Retire a version',
    description:
      'New sessions no longer get it, and a retired default-pack version is no longer the default; results, sessions and open tabs that use it still read it, so it never disappears. Retiring a retired version answers when it was retired. Written to the audit log.',
  })
  @ApiOkResponse({ type: RetiredPackVersionResponse })
  @ApiErrors({ 400: 'The version is not 16 lowercase hex digits', 404: 'No version has this id' })
  @Audited((request) => ({
    action: 'pack-retire',
    target: `pack version ${String(request.params.version)}`,
  }))
  async retire(
    @Param('version') version: string,
  ): Promise<{ version: string; retired_at: string }> {
    const retired = await this.versions.retire(versionParam(version));
    return { version: retired.version, retired_at: retired.retiredAt!.toISOString() };
  }
}

/** Sends a stored drawing's bytes as what they are, never sniffed, never able to run. */
export function sendDrawing(
  response: Response,
  contentType: string,
  bytes: Buffer,
  cacheControl: string,
): void {
  response
    .status(200)
    .setHeader('Content-Type', contentType)
    .setHeader('X-Content-Type-Options', 'nosniff')
    .setHeader('Content-Security-Policy', DRAWING_POLICY)
    .setHeader('Cache-Control', cacheControl)
    .end(bytes);
}
