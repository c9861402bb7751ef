import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ErrorFallbackProps {
  title?: string;
  message?: string;
}

/** What a student sees instead of a blank page or a stack trace. */
export function ErrorFallback({
  title = 'Terjadi kesalahan',
  message = 'Maaf, halaman ini tidak dapat ditampilkan. Coba muat ulang halaman.',
}: ErrorFallbackProps) {
  return (
    <Box component="main" role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }} gutterBottom>
        {title}
      </Typography>
      <Typography>{message}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Muat ulang
        </Button>
        <Button variant="outlined" href="/">
          Ke halaman utama
        </Button>
      </Box>
    </Box>
  );
}
