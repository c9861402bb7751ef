import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Res,
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
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { PackProblem } from '@piba/shared';
import { Audited } from '../common/audited.js';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { AdminOnly } from '../teacher-access/index.js';
import { CreatePackDto, PublishPackDto, RevisePackDto, SaveDraftDto } from './dto/pack.requests.js';
import {
  CreatedPackResponse,
  PackCheckResponse,
  PackDraftResponse,
  PackListResponse,
  PublishedPackVersionResponse,
  PublishRefusedResponse,
  RevisionDraftResponse,
  StaleRevisionResponse,
  UploadedDrawingResponse,
} from './dto/pack.responses.js';
import {
  DrawingUploadInterceptor,
  type UploadedFileInMemory,
} from './drawing-upload.interceptor.js';
import { FILE_PARAM, fileParam, PACK_ID_PARAM, packIdParam } from './pack-params.js';
import { sendDrawing } from './pack-versions.controller.js';
import {
  type PackDraft,
  type PackSummary,
  PacksService,
  type RevisionDraft,
  type UploadedDrawing,
} from './packs.service.js';

const READ_ONLY = 'The default pack, which is read-only: duplicate it (POST /api/packs)';
const packOf = (request: Request) => `pack ${String(request.params.id)}`;

@ApiTags('packs')
@ApiRetryableErrors()
@AdminOnly()
@Controller('packs')
export class PacksController {
  constructor(private readonly packs: PacksService) {}

  @Get()
  @ApiOperation({
    operationId: 'listPacks',
    summary: 'Every lesson pack',
    description:
      'The default pack (PIBA’s own lesson, read-only) first, then the newest; each with its draft’s revision and its published versions, newest first.',
  })
  @ApiOkResponse({ type: PackListResponse })
  async list(): Promise<{ packs: PackSummary[] }> {
    return { packs: await this.packs.list() };
  }

  @Post()
  @ApiOperation({
    operationId: 'createPack',
    summary: 'A new lesson pack',
    description:
      'A new pack with a draft at revision 1: empty but with every part, or, with from_version, a copy of that version and its drawings (how the default pack is duplicated).',
  })
  @ApiCreatedResponse({ type: CreatedPackResponse })
  @ApiErrors({
    400: 'from_version is not 16 lowercase hex digits',
    404: 'No version has the id from_version',
  })
  create(@Body() input: CreatePackDto): Promise<PackDraft & { id: string }> {
    return this.packs.create(input.from_version);
  }

  @Post('revise')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'revisePackVersion',
    summary: 'The draft to revise a version’s questions in',
    description:
      'For “Revisi soal” on the analysis: the draft of the pack that published the version. A draft the pack already has is answered as it is (never overwritten, whatever it holds); a pack without a draft gets one made from the version and its drawings; a version of the read-only default pack is copied into a new pack, as POST /api/packs with from_version does.',
  })
  @ApiOkResponse({ type: RevisionDraftResponse })
  @ApiErrors({
    400: 'version is not 16 lowercase hex digits',
    404: 'No version has this id',
  })
  revise(@Body() input: RevisePackDto): Promise<RevisionDraft> {
    return this.packs.revise(input.version);
  }

  @Get(':id/draft')
  @PACK_ID_PARAM
  @ApiOperation({
    operationId: 'getPackDraft',
    summary: 'A pack’s draft',
    description: 'The document as last saved, and its revision to send back with the next save.',
  })
  @ApiOkResponse({ type: PackDraftResponse })
  @ApiErrors({ 400: 'The id is not a pack id', 404: 'No pack has this id', 409: READ_ONLY })
  draft(@Param('id') id: string): Promise<PackDraft> {
    return this.packs.draft(packIdParam(id));
  }

  @Put(':id/draft')
  @PACK_ID_PARAM
  @ApiOperation({
    operationId: 'savePackDraft',
    summary: 'Save a pack’s draft',
    description:
      'Saves the document over the revision the writer started from and answers the next revision. When another save came first, nothing is written and the answer is 409 with code stale_revision and the current revision. A draft is held to the document’s shape and maxima only (it may be half-written); the body may be up to 256 KB, the document up to 200 KB.',
  })
  @ApiOkResponse({ type: PackDraftResponse })
  @ApiErrors({
    400: 'A message per invalid field, its path from document (e.g. document.questions[3].options[1].text)',
    404: 'No pack has this id',
    413: 'The body is larger than 256 KB',
  })
  @ApiResponse({
    status: 409,
    description: 'Another save came first (code stale_revision), or the pack is the default one',
    type: StaleRevisionResponse,
  })
  saveDraft(@Param('id') id: string, @Body() input: SaveDraftDto): Promise<PackDraft> {
    return this.packs.saveDraft(packIdParam(id), input.revision, input.document);
  }

  @Post(':id/draft/drawings')
  @PACK_ID_PARAM
  @UseInterceptors(DrawingUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOperation({
    operationId: 'uploadPackDrawing',
    summary: 'Upload a drawing to a pack’s draft',
    description:
      'One file of at most 2 MB in the multipart field file: PNG, JPEG, WebP or SVG, told by its content whatever its name. A PNG, JPEG or WebP is re-encoded as WebP at most 1280 pixels wide (its metadata dropped); an SVG holding a script, an event attribute, foreignObject, a DOCTYPE or entity, or a link to anything but its own parts or an embedded image is refused. Answers the file name the document refers to it by: the uploaded name made plain, with a number added when the draft has another drawing of that name.',
  })
  @ApiCreatedResponse({ type: UploadedDrawingResponse })
  @ApiErrors({
    400: 'No file, not an image of these four kinds, or an SVG that could run or load something',
    404: 'No pack has this id',
    409: READ_ONLY,
    413: 'The file is larger than 2 MB',
  })
  async uploadDrawing(
    @Param('id') id: string,
    @UploadedFile() file: UploadedFileInMemory | undefined,
  ): Promise<UploadedDrawing> {
    packIdParam(id);
    if (!file) {
      throw new BadRequestException(
        'file is missing: send the drawing as a multipart/form-data field named file',
      );
    }
    return this.packs.uploadDrawing(id, file.originalname, file.buffer);
  }

  @Get(':id/draft/drawings/:file')
  @PACK_ID_PARAM
  @FILE_PARAM
  @ApiOperation({
    operationId: 'getPackDraftDrawing',
    summary: 'A drawing of a pack’s draft',
    description: 'For the editor’s preview; served as a published drawing is, but not cached.',
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
    400: 'The id is not a pack id, or the file is not a plain file name',
    404: 'No pack has this id, or its draft no drawing of this name',
    409: READ_ONLY,
  })
  async draftDrawing(
    @Param('id') id: string,
    @Param('file') file: string,
    @Res() response: Response,
  ): Promise<void> {
    const drawing = await this.packs.draftDrawing(packIdParam(id), fileParam(file));
    sendDrawing(response, drawing.contentType, drawing.bytes, 'no-store');
  }

  @Get(':id/draft/check')
  @PACK_ID_PARAM
  @ApiOperation({
    operationId: 'checkPackDraft',
    summary: 'The instrument check of a pack’s draft',
    description:
      'The problems of its test (checkPack in @piba/shared): errors, and warnings, those the writer reviewed with a reason marked reviewed. Publishing needs no error and no warning left unreviewed.',
  })
  @ApiOkResponse({ type: PackCheckResponse })
  @ApiErrors({ 400: 'The id is not a pack id', 404: 'No pack has this id', 409: READ_ONLY })
  async check(@Param('id') id: string): Promise<{ problems: PackProblem[] }> {
    return { problems: await this.packs.check(packIdParam(id)) };
  }

  @Post(':id/publish')
  @PACK_ID_PARAM
  @ApiOperation({
    operationId: 'publishPack',
    summary: 'Publish a pack’s draft as a version',
    description:
      'The draft must be complete (every text written, 5–40 questions, every reference resolving), free of the instrument check’s errors and unreviewed warnings, and each drawing it names uploaded. The version never changes afterwards; content published before (by any pack) answers the version it became then. Written to the audit log.',
  })
  @ApiCreatedResponse({ type: PublishedPackVersionResponse })
  @ApiResponse({
    status: 422,
    description:
      'What stops it: problems holds the instrument check’s blockers; errors the fields of an incomplete draft',
    type: PublishRefusedResponse,
  })
  @ApiErrors({
    400: 'note is not text or longer than 500 characters; the id is not a pack id',
    404: 'No pack has this id',
    409: READ_ONLY,
  })
  @Audited((request, result) => ({
    action: 'pack-publish',
    target: packOf(request),
    detail: `version ${(result as { version: string }).version}`,
  }))
  publish(
    @Param('id') id: string,
    @Body() input: PublishPackDto,
  ): Promise<{ version: string; answer_key_version: string }> {
    return this.packs.publish(packIdParam(id), input.note ?? '');
  }
}
