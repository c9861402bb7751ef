import { IntersectionType } from '@nestjs/swagger';
import { PageQueryDto } from '../../common/page-query.dto.js';
import { SessionFilterDto } from './history-filter.dto.js';

/** `GET /api/history/trash`: a session (the admin key only chooses), and a page. */
export class TrashQueryDto extends IntersectionType(SessionFilterDto, PageQueryDto) {}
