import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AnalyticsReport } from '@piba/shared';
import { EvidenceResponse } from './evidence.response.js';
import { ClassMeasuresResponse, GroupMeasuresResponse } from './group-measures.response.js';
import { ReliabilityResponse } from './item-quality.response.js';
import { QuestionMeasuresResponse } from './question-measures.response.js';
import { PairedStudentResponse, StudentWithoutPosttestResponse } from './student.response.js';

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

  @ApiProperty()
  overall: GroupMeasuresResponse;

  @ApiProperty({ type: [ClassMeasuresResponse] })
  classes: ClassMeasuresResponse[];

  @ApiProperty({
    pattern: '^[0-9a-f]{8}$',
    description: "The version of today's answer key; questions counts only answers scored with it",
  })
  answerKeyVersion: string;

  @ApiProperty({ type: [QuestionMeasuresResponse] })
  questions: QuestionMeasuresResponse[];

  @ApiProperty({ description: 'KR-20 of the pre- and the post-test (answers of the current key)' })
  reliability: ReliabilityResponse;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'Pre- and post-tests scored with another answer key: counted in the class figures, left out of questions',
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
}
