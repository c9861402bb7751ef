import Typography from '@mui/material/Typography';

/** What the video teaches, readable without it (a lab without internet, a deaf student). */
export function VideoSummary({ summary }: { summary: string }) {
  return (
    <Typography sx={{ mt: 2, px: { xs: 2, md: 0 }, maxWidth: '70ch' }}>
      <strong>Ringkasan video:</strong> {summary}
    </Typography>
  );
}
