import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { AccessStatus } from '@piba/shared';
import { apiRequest } from '../../../lib/api-client';

/** An unreachable server shows no banner rather than a wrong one. */
const isOpenAccess = () =>
  apiRequest<AccessStatus>('/teacher/access').then(
    (status) => status.open_access,
    () => false,
  );

/**
 * A server without an admin key (in development, or a demo with PIBA_OPEN_ACCESS=true) lets
 * anyone read every result: the home page and the teacher's pages say so, in plain words.
 */
export function OpenAccessBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let shown = true;
    void isOpenAccess().then((value) => shown && setOpen(value));
    return () => {
      shown = false;
    };
  }, []);
  if (!open) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      Mode terbuka: server ini berjalan tanpa kunci admin, jadi siapa pun dapat melihat semua nama
      dan nilai siswa. Jangan gunakan dengan data siswa sungguhan.
    </Alert>
  );
}
