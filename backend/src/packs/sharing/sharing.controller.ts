import {
  BadRequestException,
  Controller,
  Get,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Audited } from '../../common/audited.js';
import { ApiErrors, ApiRetryableErrors } from '../../common/api-errors.decorator.js';
import { AdminOnly } from '../../teacher-access/index.js';
import { VERSION_PARAM, versionParam } from '../pack-params.js';
import { SingleFileUpload } from '../single-file-upload.interceptor.js';
import { type ImportedPack, PackSharingService } from './sharing.service.js';

/** The largest .zip an import reads; a pack holds at most 30 MB uncompressed, drawings compress little. */
export const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;

/** Reads an import's one `file` field, at most IMPORT_LIMIT_BYTES. */
const ImportFileInterceptor = SingleFileUpload(IMPORT_LIMIT_BYTES, "the pack's .zip");

@ApiSchema({ name: 'ImportedPack' })
class ImportedPackResponse {
  @ApiProperty({ example: 'p-3f9a0c1d2b', description: 'The pack that holds the version' })
  id: string;

  @ApiProperty({
    example: '3f9a0c1d2b4e5f60',
    description: 'The same version id as on the server it came from',
  })
  version: string;

  @ApiProperty({ example: 'e125b284' })
  answer_key_version: string;

  @ApiProperty({
    description: 'false when this server held the version already: nothing was added',
  })
  created: boolean;
}

const versionOf = (request: Request) => `pack version ${String(request.params.version)}`;
/** A file to download, named after the version. */
const attachment = (body: Buffer | string, version: string, extension: string, type: string) =>
  new StreamableFile(typeof body === 'string' ? Buffer.from(body) : body, {
    type,
    disposition: `attachment; filename="piba-pack-${version}.${extension}"`,
  });

@ApiTags('packs')
@ApiRetryableErrors()
@Controller()
export class PackSharingController {
  constructor(private readonly sharing: PackSharingService) {}

  @Get('pack-versions/:version/export.zip')
  @AdminOnly()
  @VERSION_PARAM
  @ApiOperation({
    operationId: 'exportPackVersion',
    summary: 'A published version as a .zip, to import on another server',
    description:
      'manifest.json (format `piba-lesson-pack`, the version, its answer-key version and the SHA-256 of every other entry), pack.json (the document) and drawings/<file>, byte for byte as stored. The same version always exports to the same bytes.',
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: 'The .zip',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors({ 400: 'The version is not 16 lowercase hex digits', 404: 'No version has this id' })
  @Audited((request) => ({ action: 'pack-export', target: versionOf(request), detail: 'as zip' }))
  async exportZip(@Param('version') version: string): Promise<StreamableFile> {
    const zip = await this.sharing.exportZip(versionParam(version));
    return attachment(zip, version, 'zip', 'application/zip');
  }

  @Get('pack-versions/:version/moodle.xml')
  @AdminOnly()
  @VERSION_PARAM
  @ApiOperation({
    operationId: 'exportPackQuestionsMoodle',
    summary: "A version's questions as Moodle XML",
    description:
      "For Moodle's question bank (Import, format Moodle XML): a category named after the pack and the version, then each question as a single-answer multichoice, options A–C in the pack's order, the key worth 100 % and the explanation as general feedback.",
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({
    description: 'The questions',
    content: { 'application/xml': { schema: { type: 'string' } } },
  })
  @ApiErrors({ 400: 'The version is not 16 lowercase hex digits', 404: 'No version has this id' })
  @Audited((request) => ({
    action: 'pack-export',
    target: versionOf(request),
    detail: 'as Moodle XML',
  }))
  async moodle(@Param('version') version: string): Promise<StreamableFile> {
    const xml = await this.sharing.moodleXml(versionParam(version));
    return attachment(xml, version, 'moodle.xml', 'application/xml; charset=utf-8');
  }

  @Get('pack-versions/:version/gift.txt')
  @AdminOnly()
  @VERSION_PARAM
  @ApiOperation({
    operationId: 'exportPackQuestionsGift',
    summary: "A version's questions in GIFT",
    description:
      "The plain-text format of Moodle and other platforms: `::name:: stem {=key ~wrong ~wrong ####explanation}`, GIFT's special characters escaped with a backslash.",
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description: 'The questions',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiErrors({ 400: 'The version is not 16 lowercase hex digits', 404: 'No version has this id' })
  @Audited((request) => ({ action: 'pack-export', target: versionOf(request), detail: 'as GIFT' }))
  async gift(@Param('version') version: string): Promise<StreamableFile> {
    const text = await this.sharing.gift(versionParam(version));
    return attachment(text, version, 'gift.txt', 'text/plain; charset=utf-8');
  }

  @Post('packs/import')
  @AdminOnly()
  @UseInterceptors(ImportFileInterceptor)
  @ApiOperation({
    operationId: 'importPack',
    summary: 'A version exported by another server, as a new pack',
    description:
      'multipart/form-data with one field `file`: the .zip of `GET /api/pack-versions/{version}/export.zip`. Every entry is checked before anything is stored (paths, at most 200 entries, 2 MB each and 30 MB in all uncompressed, the checksums, the document, the drawings it names) and a refusal stores nothing. The version id is computed anew and is the same as on the server it came from. A version this server holds already is answered 201 with its pack, and nothing is added.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ type: ImportedPackResponse })
  @ApiErrors({
    400: 'file is missing, or the zip is refused: the message names the entry and the fault',
    413: `file is larger than ${IMPORT_LIMIT_BYTES / 1024 / 1024} MB`,
  })
  @Audited((_request, result) => {
    const { id, version, created } = result as ImportedPack;
    return {
      action: 'pack-import',
      target: `pack version ${version}`,
      detail: created ? `as pack ${id}` : `already held by pack ${id}`,
    };
  })
  async importZip(@UploadedFile() file: { buffer: Buffer } | undefined): Promise<ImportedPack> {
    if (!file?.buffer?.length) {
      throw new BadRequestException('file must be a .zip exported by a PIBA server');
    }
    return this.sharing.importZip(file.buffer);
  }
}
