import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { SessionsAdmin, useSessions } from '../../features/sessions';
import { AccessKeyDialog, useTeacherAccess } from '../../features/teacher-access';

/** `/history/sessions`: the deployment administrator's sessions, one per school visit. */
export default function SessionsRoute() {
  const list = useSessions();
  const access = useTeacherAccess(list);
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/history" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Kembali ke tabel hasil
      </Button>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Sesi sekolah
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Satu sesi untuk satu kunjungan ke sekolah. Siswa bergabung lewat tautan atau kode QR; guru
        sekolah membaca hasil sesinya dengan kunci sesi.
      </Typography>
      <SessionsAdmin list={list} access={access} />
      <AccessKeyDialog access={access} />
    </Container>
  );
}
