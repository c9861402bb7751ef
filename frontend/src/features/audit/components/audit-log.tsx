import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Pager } from '../../../components/pager';
import {
  failureMessage,
  KeyRequired,
  type TeacherAccess,
  useTeacherScope,
} from '../../teacher-access';
import { isAdminOnlyRefusal, type useAuditLog } from '../api/get-audit-log';
import { AuditCards, AuditTable } from './audit-entries';

interface AuditLogProps {
  log: ReturnType<typeof useAuditLog>;
  access: TeacherAccess;
  onPageChange: (page: number) => void;
}

/** The log, or why it cannot be shown: no key yet, a session key, a failure, or no entry yet. */
export function AuditLog({ log, access, onPageChange }: AuditLogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { data: scope } = useTeacherScope();
  const top = useRef<HTMLDivElement>(null);
  const data = log.data;

  if (access.refused) return <KeyRequired onAskKey={access.open} />;
  if (isAdminOnlyRefusal(log.error) || scope?.role === 'session') {
    return (
      <Alert severity="info" role="alert">
        Log Akses hanya dapat dibaca dengan kunci admin pengelola aplikasi. Kunci sesi hanya membuka
        hasil sesinya sendiri di tabel hasil.
      </Alert>
    );
  }
  const failure = log.isError && failureMessage('Log akses gagal dimuat', log.error);
  if (failure && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void log.refetch()}>
            Coba lagi
          </Button>
        }
      >
        {failure}
      </Alert>
    );
  }
  if (!data) return <Typography role="status">Memuat log akses…</Typography>;
  if (data.meta.total === 0) return <Typography role="status">Belum ada catatan.</Typography>;

  const Entries = phone ? AuditCards : AuditTable;
  return (
    <Box ref={top} sx={{ scrollMarginTop: 16 }}>
      {/* A failed page or refresh keeps what was shown rather than taking it away. */}
      {failure && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failure} Yang tampil adalah data terakhir.
        </Alert>
      )}
      <Entries entries={data.data} loading={log.isPlaceholderData} />
      <Pager
        page={data.meta.page}
        pageSize={data.meta.pageSize}
        total={data.meta.total}
        onPageChange={(next) => {
          onPageChange(next);
          // The next page starts at the top of the list, not where the last one ended.
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </Box>
  );
}
