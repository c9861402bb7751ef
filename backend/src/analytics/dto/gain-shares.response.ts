import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { GainBand } from '@piba/shared';

const share = () => ApiProperty({ type: Number, minimum: 0, maximum: 1 });

@ApiSchema({ name: 'GainShares', description: 'Share of the students in each gain band' })
export class GainSharesResponse implements Record<GainBand, number> {
  @share() high: number;
  @share() medium: number;
  @share() low: number;
}
