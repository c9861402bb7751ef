import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { video } from '../../../content/video';
import { useEmbedStatus } from '../hooks/use-embed-status';

const params = new URLSearchParams({
  autoplay: '1',
  cc_load_policy: '1',
  cc_lang_pref: video.captionLanguage,
});
export const embedUrl = `https://www.youtube-nocookie.com/embed/${video.id}?${params}`;
const probeUrl = `https://i.ytimg.com/vi/${video.id}/default.jpg`;

export function VideoPlayer() {
  const { status, attempt, markLoaded, retry } = useEmbedStatus(probeUrl);

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
        <VideoSummary />
      </Alert>
    );
  }

  return (
    <Box sx={{ px: { xs: 0, md: 2 } }}>
      <iframe
        key={attempt}
        src={embedUrl}
        title={video.title}
        width="100%"
        height="700"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={markLoaded}
        style={{ border: 0, display: 'block' }}
      />
      <VideoSummary />
    </Box>
  );
}

/** What the video teaches, readable without it (a lab without internet, a deaf student). */
function VideoSummary() {
  return (
    <Typography sx={{ mt: 2, px: { xs: 2, md: 0 }, maxWidth: '70ch' }}>
      <strong>Ringkasan video:</strong> {video.summary}
    </Typography>
  );
}
