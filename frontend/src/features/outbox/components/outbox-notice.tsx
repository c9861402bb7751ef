import { useState } from 'react';
import Box from '@mui/material/Box';
import { useWaitingCount } from '../hooks/use-outbox';

/**
 * A polite live region that stays mounted, so screen readers announce both the waiting
 * results and the moment they have all been sent. Plain Box rather than Alert: `/` is near
 * its JavaScript budget.
 */
export function OutboxNotice() {
  const waiting = useWaitingCount();
  const [previous, setPrevious] = useState(waiting);
  const [allSent, setAllSent] = useState(false);
  if (waiting !== previous) {
    setPrevious(waiting);
    setAllSent(waiting === 0);
  }

  const message =
    waiting > 0
      ? `${waiting} hasil kuis menunggu dikirim… Akan dikirim otomatis saat koneksi kembali.`
      : allSent
        ? 'Semua hasil kuis sudah terkirim.'
        : null;
  return (
    <Box role="status" aria-live="polite">
      {message && (
        <Box
          sx={{
            mt: 2,
            px: 2,
            py: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: waiting > 0 ? 'warning.main' : 'success.main',
            bgcolor: 'background.paper',
          }}
        >
          {message}
        </Box>
      )}
    </Box>
  );
}
