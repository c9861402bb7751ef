import Box from '@mui/material/Box';
import type { PackVideoTopic } from '@piba/shared';
import { useVideoSource } from '../hooks/use-video-source';
import { EmbeddedVideo } from './embedded-video';
import { LocalVideo } from './local-video';
import { PretestFirstPrompt } from './pretest-first-prompt';

/** Where the app serves a file of the deployment's media folder. */
const mediaUrl = (file: string) => `/media/${encodeURIComponent(file)}`;
const fileOf = (topic: PackVideoTopic) => ('file' in topic.video ? topic.video.file : '');

/**
 * A video topic's player: the deployment's own file of the topic, or for a YouTube video the
 * school's own video file when the deployment has one (VIDEO_FILE), else the embed.
 */
export function VideoPlayer({ topic }: { topic: PackVideoTopic }) {
  const youtubeId = 'youtubeId' in topic.video ? topic.video.youtubeId : null;
  const url = useVideoSource(youtubeId !== null);
  const fileTitle = topic.fileTitle ?? topic.videoTitle;
  return (
    <>
      <PretestFirstPrompt material="video" />
      {/* The player's height is kept while asking, so the page does not jump. */}
      {youtubeId === null ? (
        <LocalVideo url={mediaUrl(fileOf(topic))} title={fileTitle} summary={topic.summary} />
      ) : url === undefined ? (
        <Box sx={{ height: 700 }} aria-busy="true" />
      ) : url ? (
        <LocalVideo url={url} title={fileTitle} summary={topic.summary} />
      ) : (
        <EmbeddedVideo
          youtubeId={youtubeId}
          title={topic.videoTitle}
          captionLanguage={topic.captionLanguage}
          summary={topic.summary}
        />
      )}
    </>
  );
}
