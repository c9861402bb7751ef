import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function NotFoundRoute() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Halaman tidak ditemukan
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        Maaf, halaman yang kamu cari tidak ada atau alamatnya salah.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Kembali ke Beranda
      </Button>
    </Container>
  );
}
