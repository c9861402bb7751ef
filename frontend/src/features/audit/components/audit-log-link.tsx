import { Link as RouterLink, useLocation } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTeacherScope } from '../../teacher-access';

/** The audit log's address (app/teacher-pages.ts names it too). */
export const AUDIT_LOG_PATH = '/history/audit';

/**
 * "Log Akses" at the top of every teacher page, for the admin key only: a session key cannot read
 * the log. Not shown on the log itself.
 */
export function AuditLogLink() {
  const { data: scope } = useTeacherScope();
  const [pathname] = useLocation();
  if (scope?.role !== 'admin' || pathname.replace(/(.)\/+$/, '$1') === AUDIT_LOG_PATH) return null;
  return (
    <Box sx={{ pt: 1 }}>
      <Button component={RouterLink} to={AUDIT_LOG_PATH} startIcon={<ReceiptLongIcon />}>
        Log Akses
      </Button>
    </Box>
  );
}
