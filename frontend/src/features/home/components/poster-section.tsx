import Box from '@mui/material/Box';
import { poster } from '../../../content/poster';

export function PosterSection() {
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', justifyContent: 'center' }}>
      <Box
        component="img"
        src={poster.src}
        alt={poster.alt}
        loading="lazy"
        sx={{ width: '100%', maxWidth: 720, height: 'auto', borderRadius: 3, boxShadow: 1 }}
      />
    </Box>
  );
}
