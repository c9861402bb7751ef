import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

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
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }}>
      <Alert severity="error" variant="outlined">
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
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
