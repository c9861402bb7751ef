import Box from '@mui/material/Box';

/** The lesson's poster: a drawing of its pack, with what it shows for a screen reader. */
export function PosterSection({ src, alt }: { src: string; alt: string }) {
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', justifyContent: 'center' }}>
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        sx={{ width: '100%', maxWidth: 720, height: 'auto', borderRadius: 3, boxShadow: 1 }}
      />
    </Box>
  );
}
