import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** Where a page of a list (the trash, the audit log) is, and how long the list is. */
@ApiSchema({ name: 'PageMeta' })
export class PageMetaResponse {
  @ApiProperty({ type: 'integer', minimum: 1 })
  page: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  pageSize: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  total: number;
}
