import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ProgrammeReport, ProgrammeSession } from '@piba/shared';
import { EvidenceResponse } from './evidence.response.js';

@ApiSchema({ name: 'ProgrammeSession', description: 'One session of the programme view' })
export class ProgrammeSessionResponse implements ProgrammeSession {
  @ApiProperty({ example: 'K7P3QXBD', description: "The session's join code" })
  session_code: string;

  @ApiProperty({ description: "The session's name, as the sessions list shows it" })
  name: string;

  @ApiProperty()
  evidence: EvidenceResponse;
}

@ApiSchema({ name: 'ProgrammeReport', description: 'Every session side by side, and pooled' })
export class ProgrammeReportResponse implements ProgrammeReport {
  @ApiProperty({ type: [ProgrammeSessionResponse], description: 'Newest session first' })
  sessions: ProgrammeSessionResponse[];

  @ApiProperty({ description: 'Every pair of the sessions above, together' })
  pooled: EvidenceResponse;
}
