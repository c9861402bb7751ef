import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'TeacherScope' })
export class TeacherScopeResponse {
  @ApiProperty({
    enum: ['admin', 'session'],
    description: "admin: the deployment's admin key (every result); session: one session's key",
  })
  role: 'admin' | 'session';

  @ApiPropertyOptional({ description: "The session's join code (a session key only)" })
  code?: string;

  @ApiPropertyOptional({ description: "The session's name (a session key only)" })
  name?: string;
}
