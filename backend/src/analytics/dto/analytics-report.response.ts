import {
  ApiProperty,
  ApiPropertyOptional,
  type ApiPropertyOptions,
  ApiSchema,
} from '@nestjs/swagger';
import type { AnalysedPack, AnalysedSession, AnalyticsReport, TestInterval } from '@piba/shared';
import { DesignsReportResponse } from './designs-report.response.js';
import { EvidenceResponse } from './evidence.response.js';
import { ClassMeasuresResponse, GroupMeasuresResponse } from './group-measures.response.js';
import { ReliabilityResponse } from './item-quality.response.js';
import { QuestionMeasuresResponse } from './question-measures.response.js';
import { PairedStudentResponse, StudentWithoutPosttestResponse } from './student.response.js';

const hours = (description: string) =>
  ApiProperty({ type: Number, nullable: true, description: `${description}; null without pairs` });

@ApiSchema({
  name: 'TestInterval',
  description: "The time between each tested pair's pre-test and post-test, in hours (days: / 24)",
})
export class TestIntervalResponse implements TestInterval {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'The pairs measured: the tested pairs' })
  pairs: number;

  @hours('Median') medianHours: number | null;
  @hours('Shortest') minHours: number | null;
  @hours('Longest') maxHours: number | null;
}

/**
 * The session analysed, inline rather than a schema of its own: OpenAPI 3.0 cannot make a
 * referenced schema nullable.
 */
const SESSION_DETAILS: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  required: ['code', 'name', 'consent', 'comparison'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', example: 'K7P3QX' },
    name: {
      type: 'string',
      example: 'SMP Harapan — Kelas 8A',
      description: 'As the admin named it: the school and class (sessions hold no school apart)',
    },
    consent: {
      type: 'object',
      nullable: true,
      required: ['confirmed_by', 'confirmed_at'],
      additionalProperties: false,
      properties: {
        confirmed_by: { type: 'string', example: 'Bu Sari, guru BK' },
        confirmed_at: { type: 'string', format: 'date-time', example: '2026-11-25T01:00:00.000Z' },
      },
      description:
        "Who confirmed that the school holds the parents' or guardians' consent, and when; null when nobody did",
    },
    comparison: {
      type: 'boolean',
      description:
        'A comparison class: pre-test and post-test without the lesson between them, the lesson opened after the post-test (a wait-list)',
    },
  },
  description:
    "The one session analysed (session=<code>, or a session key), for the report's design and ethics lines; null for every session or results without one",
};

@ApiSchema({ name: 'AnalyticsReport', description: 'The analysis of learning gain' })
export class AnalyticsReportResponse implements AnalyticsReport {
  @ApiProperty({ type: String, nullable: true, description: 'The class asked for; null for all' })
  classRoom: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The session analysed: a session key's own, or the admin key's filter (none: results without a session); null for every result",
  })
  session: string | null;

  @ApiProperty(SESSION_DETAILS)
  sessionDetails: AnalysedSession | null;

  @ApiProperty()
  testInterval: TestIntervalResponse;

  @ApiProperty({
    description:
      'The whole selection: the comparing figures over the tested pairs, every result apart in allResults',
  })
  overall: GroupMeasuresResponse;

  @ApiProperty({ type: [ClassMeasuresResponse] })
  classes: ClassMeasuresResponse[];

  @ApiProperty({
    type: 'object',
    properties: {
      version: { type: 'string', pattern: '^[0-9a-f]{16}$' },
      title: { type: 'string' },
    },
    required: ['version', 'title'],
    description:
      "The lesson pack version analysed: the session's own; for every session, results without one or a session made before packs, the default pack's current version",
  })
  pack: AnalysedPack;

  @ApiProperty({
    pattern: '^[0-9a-f]{8}$',
    description:
      'The answer-key version of the pack version analysed; questions counts only answers scored with it',
  })
  answerKeyVersion: string;

  @ApiProperty({
    type: [QuestionMeasuresResponse],
    description:
      'Each question over the tested pairs whose pre-test and post-test were both answered with the current key: the same students before and after (until this version, every student with answers of the current key)',
  })
  questions: QuestionMeasuresResponse[];

  @ApiProperty({
    description: 'KR-20 of the pre- and the post-test, over the students of questions',
  })
  reliability: ReliabilityResponse;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      "Pre- and post-tests of every result (each student's first and last) scored with another answer key: left out of questions",
  })
  excludedOtherVersion: number;

  @ApiProperty({
    description:
      'The statistics of every pair of the selection, whatever pairs lists; flagged pairs left out of the tests and counted',
  })
  evidence: EvidenceResponse;

  @ApiProperty({
    type: [PairedStudentResponse],
    description: 'The paired students, at most 1,000; overall.pairedStudents counts them all',
  })
  pairs: PairedStudentResponse[];

  @ApiProperty({ type: [StudentWithoutPosttestResponse] })
  withoutPosttest: StudentWithoutPosttestResponse[];

  @ApiPropertyOptional({
    type: DesignsReportResponse,
    description:
      'Present only when the session analysed uses a research design, or its pack version has an attitude scale',
  })
  designs?: DesignsReportResponse;
}
