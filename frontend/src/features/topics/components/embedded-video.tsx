import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEmbedStatus } from '../hooks/use-embed-status';
import { VideoSummary } from './video-summary';

/** YouTube's privacy-enhanced player of a video, starting by itself, with captions on. */
export function embedUrl(youtubeId: string, captionLanguage = 'id'): string {
  const params = new URLSearchParams({
    autoplay: '1',
    cc_load_policy: '1',
    cc_lang_pref: captionLanguage,
  });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?${params}`;
}

interface EmbeddedVideoProps {
  youtubeId: string;
  /** The player's title. */
  title: string;
  captionLanguage?: string;
  summary: string;
}

/** The default player: YouTube's privacy-enhanced embed, or a message when it cannot load. */
export function EmbeddedVideo({ youtubeId, title, captionLanguage, summary }: EmbeddedVideoProps) {
  const probeUrl = `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/default.jpg`;
  const { status, reloads, markLoaded, retry } = useEmbedStatus(probeUrl);

  if (status === 'failed') {
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" onClick={retry}>
            Coba lagi
          </Button>
        }
      >
        <AlertTitle>Video tidak dapat dimuat</AlertTitle>
        Video ini membutuhkan koneksi internet. Periksa koneksimu, lalu tekan &quot;Coba lagi&quot;.
        <VideoSummary summary={summary} />
      </Alert>
    );
  }

  return (
    <Box sx={{ px: { xs: 0, md: 2 } }}>
      <iframe
        key={reloads}
        src={embedUrl(youtubeId, captionLanguage)}
        title={title}
        width="100%"
        height="700"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={markLoaded}
        style={{ border: 0, display: 'block' }}
      />
      <VideoSummary summary={summary} />
    </Box>
  );
}
