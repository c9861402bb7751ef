import { PickType } from '@nestjs/swagger';
import { HistoryFilterDto } from '../history/dto/history-filter.dto.js';

/** The class to analyse, read as the results table reads it (trimmed, at most 50 characters). */
export class AnalyticsQueryDto extends PickType(HistoryFilterDto, ['classRoom']) {}
