import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { VideoSource } from '@piba/shared';

@ApiSchema({
  name: 'VideoSource',
  description: "The school's own video file, which the video page plays instead of the embed",
})
export class VideoSourceResponse implements VideoSource {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/video.mp4',
    description:
      'Where the app serves the file (HTTP range requests); null when VIDEO_FILE is unset',
  })
  url: string | null;
}
