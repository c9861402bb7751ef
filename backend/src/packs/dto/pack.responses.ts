import { ApiProperty, type ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import { PACK_VERSION_PATTERN } from '@piba/shared';

const VERSION: ApiPropertyOptions = {
  example: '3f9a0c1d2b4e5f60',
  pattern: PACK_VERSION_PATTERN.source,
  description:
    'The version id: the first 16 hex digits of the SHA-256 of the canonical document and its drawings',
};
const ANSWER_KEY_VERSION: ApiPropertyOptions = {
  example: 'e125b284',
  pattern: '^[0-9a-f]{8}$',
  description: "The answer-key version of the version's questions",
};
const PACK_ID: ApiPropertyOptions = {
  example: 'piba',
  description: 'The pack id; `piba` is PIBA’s own lesson, the default pack',
};
export const DOCUMENT: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: true,
  description:
    'The pack document (PackDocument in @piba/shared: format, title, home, faq, topics, questions); docs/content.md describes it',
};

@ApiSchema({ name: 'PackVersionSummary' })
export class PackVersionSummaryResponse {
  @ApiProperty(VERSION)
  version: string;

  @ApiProperty(ANSWER_KEY_VERSION)
  answer_key_version: string;

  @ApiProperty({ example: 'Paket bawaan PIBA', description: 'What the publisher wrote about it' })
  note: string;

  @ApiProperty({ format: 'date-time' })
  published_at: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was retired: new sessions no longer get it; null while in use',
  })
  retired_at: string | null;
}

/** Inline rather than a schema of its own: OpenAPI 3.0 cannot make a referenced schema nullable. */
const DRAFT: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  required: ['revision', 'updated_at'],
  additionalProperties: false,
  properties: {
    revision: { type: 'integer', minimum: 1 },
    updated_at: { type: 'string', format: 'date-time' },
  },
  description: 'The draft’s revision and when it was last saved; null for the default pack',
};

@ApiSchema({ name: 'PackSummary' })
export class PackSummaryResponse {
  @ApiProperty(PACK_ID)
  id: string;

  @ApiProperty({ example: 'PIBA: Tubuh Manusia, Senam RAS, dan Pernapasan' })
  title: string;

  @ApiProperty({ description: 'true for PIBA’s own lesson, which is read-only' })
  is_default: boolean;

  @ApiProperty(DRAFT)
  draft: { revision: number; updated_at: string } | null;

  @ApiProperty({ type: [PackVersionSummaryResponse], description: 'Newest first' })
  versions: PackVersionSummaryResponse[];
}

@ApiSchema({ name: 'PackList' })
export class PackListResponse {
  @ApiProperty({ type: [PackSummaryResponse], description: 'The default pack first' })
  packs: PackSummaryResponse[];
}

@ApiSchema({ name: 'PackVersionBody' })
export class PackVersionBodyResponse {
  @ApiProperty(VERSION)
  version: string;

  @ApiProperty(ANSWER_KEY_VERSION)
  answer_key_version: string;

  @ApiProperty(DOCUMENT)
  document: object;
}

@ApiSchema({ name: 'PackDraft' })
export class PackDraftResponse {
  @ApiProperty({ minimum: 1, description: 'Send it back with the next save' })
  revision: number;

  @ApiProperty(DOCUMENT)
  document: object;
}

@ApiSchema({ name: 'CreatedPack' })
export class CreatedPackResponse extends PackDraftResponse {
  @ApiProperty({ ...PACK_ID, example: 'p-3f9a0c1d2b' })
  id: string;
}

@ApiSchema({ name: 'RevisionDraft' })
export class RevisionDraftResponse {
  @ApiProperty({ ...PACK_ID, example: 'p-3f9a0c1d2b' })
  id: string;

  @ApiProperty({
    enum: ['opened', 'created', 'duplicated'],
    description:
      'opened: the pack’s existing draft, left as it was; created: the pack had no draft and it was made from the version; duplicated: the version is the read-only default pack’s, so a new pack copies it',
  })
  draft: 'opened' | 'created' | 'duplicated';

  @ApiProperty({ description: 'Whether the draft’s document is the version’s, as published' })
  same_as_version: boolean;
}

@ApiSchema({ name: 'StaleRevision' })
export class StaleRevisionResponse {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiProperty({ example: 'Conflict' })
  error: string;

  @ApiProperty({ example: 'The draft was saved elsewhere since revision 4; it is now at 5' })
  message: string;

  @ApiProperty({
    enum: ['stale_revision'],
    required: false,
    description: 'Set when another save came first; absent for the read-only default pack',
  })
  code?: 'stale_revision';

  @ApiProperty({ required: false, description: 'The draft’s current revision (stale_revision)' })
  revision?: number;
}

@ApiSchema({ name: 'UploadedDrawing' })
export class UploadedDrawingResponse {
  @ApiProperty({
    example: 'jantung.webp',
    description: 'The file name the document refers to the drawing by',
  })
  file: string;

  @ApiProperty({ enum: ['image/webp', 'image/svg+xml'] })
  content_type: string;

  @ApiProperty({ minimum: 1, description: 'Its size as stored, in bytes' })
  bytes: number;
}

@ApiSchema({ name: 'PackProblem' })
export class PackProblemResponse {
  @ApiProperty({ required: false, example: 'question6', description: 'The question’s name' })
  question?: string;

  @ApiProperty({ example: 'key-fact-not-taught', description: 'The rule of the instrument check' })
  rule: string;

  @ApiProperty({ enum: ['error', 'warning'] })
  severity: string;

  @ApiProperty({ description: 'What is wrong and why it matters, in Indonesian' })
  message: string;

  @ApiProperty({ required: false, example: 'questions[3].keyFact' })
  field?: string;

  @ApiProperty({
    required: false,
    description: 'A warning the writer marked as reviewed, with a reason',
  })
  reviewed?: boolean;
}

@ApiSchema({ name: 'PackCheck' })
export class PackCheckResponse {
  @ApiProperty({ type: [PackProblemResponse] })
  problems: PackProblemResponse[];
}

@ApiSchema({ name: 'PublishedPackVersion' })
export class PublishedPackVersionResponse {
  @ApiProperty(VERSION)
  version: string;

  @ApiProperty(ANSWER_KEY_VERSION)
  answer_key_version: string;
}

@ApiSchema({ name: 'PublishRefused' })
export class PublishRefusedResponse {
  @ApiProperty({ example: 422 })
  statusCode: number;

  @ApiProperty({ example: 'Unprocessable Entity' })
  error: string;

  @ApiProperty({ example: 'The draft cannot be published: 2 problems to fix first' })
  message: string;

  @ApiProperty({
    type: [PackProblemResponse],
    description: 'The errors, and the warnings not marked as reviewed',
  })
  problems: PackProblemResponse[];
}

@ApiSchema({ name: 'RetiredPackVersion' })
export class RetiredPackVersionResponse {
  @ApiProperty(VERSION)
  version: string;

  @ApiProperty({ format: 'date-time' })
  retired_at: string;
}
