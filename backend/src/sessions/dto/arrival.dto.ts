import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { Arrival, ArrivalInput } from '@piba/shared';

export class ArrivalDto implements ArrivalInput {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1e-9d4a-4e7b-8a61-2c5d9e0f1a3b' })
  @IsUUID('all', { message: 'participant_id must be a UUID' })
  participant_id: string;
}

@ApiSchema({ name: 'Arrival' })
export class ArrivalResponse implements Arrival {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 0,
    description:
      "The student's place in the session's arrival order, from 0: a new student gets the next one, a student who asked before gets theirs again, and a student whose pre-test is already saved gets the place of its form (0 for form A, 1 for form B). An even place takes form A at the pre-test and form B at the post-test, an odd one the other way round.",
  })
  arrival: number;
}
