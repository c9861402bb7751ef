import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AuditLog, FIRST_AUDIT_PAGE, useAuditLog } from '../../features/audit';
import { AccessKeyDialog, useTeacherAccess } from '../../features/teacher-access';

/** `/history/audit`: who read, exported, deleted or erased results, for the admin key. */
export default function AuditRoute() {
  const [page, setPage] = useState(FIRST_AUDIT_PAGE);
  const log = useAuditLog(page);
  const access = useTeacherAccess(log);
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/history" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Kembali ke tabel hasil
      </Button>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Log Akses
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Siapa yang masuk dengan kunci, mengekspor, menghapus, memulihkan atau menghapus permanen
        hasil siswa, dan siapa yang membuat, menutup atau mengganti kunci sesi. Catatan terbaru di
        atas. Log ini tidak pernah memuat kunci atau nama siswa.
      </Typography>
      <AuditLog log={log} access={access} onPageChange={setPage} />
      <AccessKeyDialog access={access} />
    </Container>
  );
}
