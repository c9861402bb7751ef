import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class AnalyticsQueryDto {
  @ApiPropertyOptional({ description: 'Exact class, e.g. 8A; every class when absent' })
  @IsOptional()
  @IsString({ message: 'classRoom must be given once' })
  @MaxLength(50, { message: 'classRoom must be at most 50 characters' })
  classRoom?: string;
}
