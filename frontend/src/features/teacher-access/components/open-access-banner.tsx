import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { accessStatus, earlyAccessStatus } from '../api/access-status';

/**
 * A server without an admin key (in development, or a demo with PIBA_OPEN_ACCESS=true) lets
 * anyone read every result: the home page and the teacher's pages say so, in plain words.
 */
export function OpenAccessBanner() {
  // The answer asked for as the app started is usually in by now: the banner is drawn with the
  // page, not above it a moment later. An unreachable server shows no banner rather than a wrong
  // one.
  const [open, setOpen] = useState(() => earlyAccessStatus()?.open_access === true);
  useEffect(() => {
    let shown = true;
    void accessStatus().then((status) => shown && setOpen(status?.open_access === true));
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
