import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import { ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { AdminOnly } from '../teacher-access/index.js';
import { type MediaFile, MediaFolder } from './media-folder.js';

class MediaFileResponse {
  @ApiProperty({ example: 'senam-ras.mp4', description: 'The name a video topic gives it' })
  name: string;

  @ApiProperty({ example: 52428800, description: 'Its size in bytes' })
  bytes: number;
}

@ApiSchema({ name: 'MediaFiles' })
class MediaFilesResponse {
  @ApiProperty({ type: [MediaFileResponse] })
  files: MediaFileResponse[];
}

@ApiTags('video')
@ApiRetryableErrors()
@AdminOnly()
@Controller('media')
export class MediaController {
  constructor(private readonly folder: MediaFolder) {}

  @Get()
  @ApiOperation({
    operationId: 'listMediaFiles',
    summary: 'The files of the deployment’s media folder',
    description:
      'For the pack editor: the files a video topic may name (MEDIA_DIR, default media), each served at /media/<name> with range requests. Only plain names (no folder, not hidden) of the kinds served: .mp4, .m4v, .webm, .ogv and .vtt captions. Empty when the folder is missing.',
  })
  @ApiOkResponse({ type: MediaFilesResponse })
  async list(): Promise<{ files: MediaFile[] }> {
    return { files: await this.folder.list() };
  }
}
