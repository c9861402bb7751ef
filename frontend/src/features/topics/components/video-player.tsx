import Box from '@mui/material/Box';
import { useVideoSource } from '../hooks/use-video-source';
import { EmbeddedVideo } from './embedded-video';
import { LocalVideo } from './local-video';
import { PretestFirstPrompt } from './pretest-first-prompt';

/** The school's own video file when the deployment has one (VIDEO_FILE), else the embed. */
export function VideoPlayer() {
  const url = useVideoSource();
  return (
    <>
      <PretestFirstPrompt material="video" />
      {/* The player's height is kept while asking, so the page does not jump. */}
      {url === undefined ? (
        <Box sx={{ height: 700 }} aria-busy="true" />
      ) : url ? (
        <LocalVideo url={url} />
      ) : (
        <EmbeddedVideo />
      )}
    </>
  );
}
