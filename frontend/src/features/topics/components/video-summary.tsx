import Typography from '@mui/material/Typography';
import { video } from '../../../content/video';

/** What the video teaches, readable without it (a lab without internet, a deaf student). */
export function VideoSummary() {
  return (
    <Typography sx={{ mt: 2, px: { xs: 2, md: 0 }, maxWidth: '70ch' }}>
      <strong>Ringkasan video:</strong> {video.summary}
    </Typography>
  );
}
