import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type {
  AttitudeAnswers,
  HistoryRecord,
  QuizAnswers,
  SavedHistoryRecord,
  TestForm,
} from '@piba/shared';

@ApiSchema({ name: 'HistoryRecord', description: 'A saved quiz result' })
export class HistoryRecordResponse implements HistoryRecord {
  @ApiProperty({ type: 'integer', minimum: 1, example: 42 })
  id: number;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  submission_id: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  participant_id: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', enum: [1, 2, 3] },
    nullable: true,
    example: { question6: 2, question7: 1 },
    description: 'The option chosen for each question; null for a result saved without answers',
  })
  answers: QuizAnswers | null;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 16,
    example: 'a1b2c3d4',
    description:
      'The answer key the score was computed with: 8 hex digits, or legacy00 for an earlier key that is not known; null without answers',
  })
  answer_key_version: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 8,
    example: 'K7P3QX',
    description: 'The session the result belongs to; null for a result saved without a join link',
  })
  session_code: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: 100, example: 'Siti' })
  name: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: 50, example: '8A' })
  class_room: string | null;

  @ApiProperty({ pattern: '^\\d{1,3}/\\d{1,3}$', example: '7/10', description: 'correct/total' })
  score: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    example: 70,
    description: 'floor(100 * correct / total)',
  })
  percentage: number;

  @ApiProperty()
  is_pretest: boolean;

  @ApiProperty()
  is_posttest: boolean;

  @ApiProperty({
    description: 'A pre-test taken after the student had opened the slides or the video',
  })
  materials_seen_first: boolean;

  @ApiPropertyOptional({
    enum: ['A', 'B'],
    description: 'The form of the test answered; absent: form A',
  })
  test_form?: TestForm;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: 1, maximum: 5 },
    description: "The attitude scale's ratings as answered; absent: none",
  })
  attitude?: AttitudeAnswers | null;

  @ApiPropertyOptional({ description: 'Present (true) only for the delayed test' })
  is_delayed?: boolean;

  @ApiProperty({ format: 'date-time', description: 'When it was saved, in UTC' })
  created_at: string;
}

@ApiSchema({
  name: 'SavedHistoryRecord',
  description: 'A saved quiz result, with a note when part of what was sent was not kept',
})
export class SavedHistoryRecordResponse
  extends HistoryRecordResponse
  implements SavedHistoryRecord
{
  @ApiPropertyOptional({
    example: 'No session has the code K7P3QX: the result was saved without a session.',
    description: 'Present when the result was saved but something sent was not kept',
  })
  warning?: string;
}
