import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PacksList, usePacks } from '../../features/packs';
import { AccessKeyDialog, useTeacherAccess } from '../../features/teacher-access';

/** `/history/packs`: the lesson packs, their drafts and published versions, for the admin key. */
export default function PacksRoute() {
  const list = usePacks();
  const access = useTeacherAccess(list);
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/history" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Kembali ke tabel hasil
      </Button>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Paket materi
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Satu paket berisi materi dan soal satu pelajaran. Versi yang sudah diterbitkan tidak pernah
        berubah: untuk mengubahnya, duplikat versinya lalu terbitkan draf barunya.
      </Typography>
      <PacksList list={list} access={access} />
      <AccessKeyDialog access={access} />
    </Container>
  );
}
