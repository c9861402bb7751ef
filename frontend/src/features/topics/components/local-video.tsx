import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { VideoSummary } from './video-summary';

/**
 * The school's own video file, served by the app (a lab without YouTube). Starts by itself as
 * far as the browser allows: with sound, or else muted (browsers refuse sound before a click).
 */
interface LocalVideoProps {
  url: string;
  /** The player's title. */
  title: string;
  summary: string;
}

export function LocalVideo({ url, title, summary }: LocalVideoProps) {
  const player = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // Each "Coba lagi" counts a reload: the count is the player's key, so React makes it anew.
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const element = player.current;
    if (!element) return;
    element.play().catch((error: unknown) => {
      if ((error as Error)?.name !== 'NotAllowedError') return;
      element.muted = true;
      return element.play().catch(() => undefined);
    });
  }, [reloads]);

  if (failed) {
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        action={
          <Button
            color="inherit"
            onClick={() => {
              setFailed(false);
              setReloads((n) => n + 1);
            }}
          >
            Coba lagi
          </Button>
        }
      >
        <AlertTitle>Video tidak dapat dimuat</AlertTitle>
        Video ini membutuhkan koneksi ke server sekolah. Periksa koneksimu, lalu tekan &quot;Coba
        lagi&quot;.
        <VideoSummary summary={summary} />
      </Alert>
    );
  }

  return (
    <Box sx={{ px: { xs: 0, md: 2 } }}>
      <video
        key={reloads}
        ref={player}
        src={url}
        title={title}
        width="100%"
        height="700"
        controls
        autoPlay
        playsInline
        preload="auto"
        onError={() => setFailed(true)}
        style={{ display: 'block', background: '#000' }}
      />
      <VideoSummary summary={summary} />
    </Box>
  );
}
