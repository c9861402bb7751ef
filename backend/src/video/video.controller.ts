import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VideoSource } from '@piba/shared';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { VideoSourceResponse } from './dto/video-source.response.js';
import { LocalVideo } from './local-video.js';

@ApiTags('video')
@Controller('video')
export class VideoController {
  constructor(private readonly localVideo: LocalVideo) {}

  @Get()
  // A school that adds or removes its file is seen at the next visit.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    operationId: 'getVideoSource',
    summary: "The school's own video file, if the deployment has one",
    description: 'Public. The video page plays this file when `url` is set, else the embed.',
  })
  @ApiOkResponse({ description: 'Where the video file is served', type: VideoSourceResponse })
  @ApiErrors({ 429: 'Too many requests from this address (RATE_LIMIT_PER_MINUTE)' })
  source(): VideoSource {
    return { url: this.localVideo.url };
  }
}
