import { PickType } from '@nestjs/swagger';
import { HistoryFilterDto } from '../history/index.js';

/** The session and class to analyse, read as the results table reads them. */
export class AnalyticsQueryDto extends PickType(HistoryFilterDto, ['session', 'classRoom']) {}
