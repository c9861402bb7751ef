import {
  ApiProperty,
  ApiPropertyOptional,
  type ApiPropertyOptions,
  ApiSchema,
} from '@nestjs/swagger';
import {
  type CreatedSession,
  FORM_DESIGNS,
  type FormDesign,
  JOIN_CODE_PATTERN,
  PACK_VERSION_PATTERN,
  type SessionConsent,
  type SessionKey,
  type SessionList,
  type SessionLookup,
  type SessionSummary,
} from '@piba/shared';

const CODE = {
  example: 'K7P3QX',
  pattern: JOIN_CODE_PATTERN.source,
  description: 'The join code: six letters and digits without look-alikes or vowels',
};
const JOIN_URL = {
  example: 'https://piba.example.ac.id/s/K7P3QX',
  description: 'The link students open; absolute when PUBLIC_URL is set, else the path',
};
const PACK_VERSION = {
  example: '3f9a0c1d2b4e5f60',
  pattern: PACK_VERSION_PATTERN.source,
  description:
    "The lesson pack version the session teaches; for a session made before packs, the default pack's current version",
};
const ANSWER_KEY_VERSION = {
  example: 'e125b284',
  pattern: '^[0-9a-f]{8}$',
  description:
    "That version's answer-key version: every result saved in the session is scored with this key",
};

const KEY = {
  example: 'K7P3QX-9f86d081884c7d659a2feaa0c55ad015',
  description:
    "The school teacher's key for this session, shown only now: the server keeps only its hash",
};

const DESIGN_NOTE =
  'Present, with the other three design fields, only when the session uses a research design';

/** The research design fields, present only when the session uses one. */
class SessionDesignResponse {
  @ApiPropertyOptional({
    enum: FORM_DESIGNS,
    description: `Which forms its tests ask (A, A-B or AB-BA). ${DESIGN_NOTE}`,
  })
  form_design?: FormDesign;

  @ApiPropertyOptional({
    description: `Each student sees each question's options in an order of their own. ${DESIGN_NOTE}`,
  })
  shuffle_options?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: `The WIB date (YYYY-MM-DD) from which a student's test is the delayed test; null: none. ${DESIGN_NOTE}`,
  })
  delayed_test_from?: string | null;

  @ApiPropertyOptional({
    description: `A comparison class, its gains set against the taught sessions'. ${DESIGN_NOTE}`,
  })
  comparison?: boolean;
}

@ApiSchema({ name: 'SessionLookup' })
export class SessionLookupResponse extends SessionDesignResponse implements SessionLookup {
  @ApiProperty(CODE)
  code: string;

  @ApiProperty({ example: 'SMPN 1 Sleman — kelas 8, 25 Nov 2026' })
  name: string;

  @ApiProperty({ description: 'false once the administrator closed it to new joins' })
  open: boolean;

  @ApiProperty(PACK_VERSION)
  pack_version: string;

  @ApiProperty(ANSWER_KEY_VERSION)
  answer_key_version: string;
}

/**
 * The consent record, inline rather than a schema of its own: OpenAPI 3.0 cannot make a
 * referenced schema nullable.
 */
const CONSENT: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  required: ['confirmed_by', 'confirmed_at'],
  additionalProperties: false,
  properties: {
    confirmed_by: { type: 'string', example: 'Bu Sari, guru BK' },
    confirmed_at: { type: 'string', format: 'date-time', example: '2026-11-25T01:00:00.000Z' },
  },
  description:
    "Who confirmed that the school holds the parents' or guardians' consent, and when; null when nobody did: the pages and exports flag the session",
};

@ApiSchema({ name: 'CreatedSession' })
export class CreatedSessionResponse extends SessionDesignResponse implements CreatedSession {
  @ApiProperty(CODE)
  code: string;

  @ApiProperty({ example: 'SMPN 1 Sleman — kelas 8, 25 Nov 2026' })
  name: string;

  @ApiProperty(JOIN_URL)
  join_url: string;

  @ApiProperty(KEY)
  teacher_key: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-25T01:00:00.000Z' })
  created_at: string;

  @ApiProperty(CONSENT)
  consent: SessionConsent | null;

  @ApiProperty(PACK_VERSION)
  pack_version: string;

  @ApiProperty(ANSWER_KEY_VERSION)
  answer_key_version: string;
}

class SessionResultCounts {
  @ApiProperty({ minimum: 0 })
  pretest: number;

  @ApiProperty({ minimum: 0 })
  posttest: number;

  @ApiProperty({ minimum: 0 })
  total: number;
}

@ApiSchema({ name: 'SessionSummary' })
export class SessionSummaryResponse extends SessionLookupResponse implements SessionSummary {
  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty(JOIN_URL)
  join_url: string;

  @ApiProperty(CONSENT)
  consent: SessionConsent | null;

  @ApiProperty({ type: SessionResultCounts, description: 'Results saved for the session' })
  results: SessionResultCounts;
}

@ApiSchema({ name: 'SessionList' })
export class SessionListResponse implements SessionList {
  @ApiProperty({ type: [SessionSummaryResponse], description: 'Newest first' })
  data: SessionSummaryResponse[];
}

@ApiSchema({ name: 'SessionKey' })
export class SessionKeyResponse implements SessionKey {
  @ApiProperty(CODE)
  code: string;

  @ApiProperty(KEY)
  teacher_key: string;
}
