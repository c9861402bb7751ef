import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { HistoryClasses } from '@piba/shared';

@ApiSchema({ name: 'HistoryClasses' })
export class HistoryClassesResponse implements HistoryClasses {
  @ApiProperty({
    type: [String],
    example: ['7A', '8A', '8B'],
    description: 'Every class that has a result, sorted',
  })
  data: string[];
}
