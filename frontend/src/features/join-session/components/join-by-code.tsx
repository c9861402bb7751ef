import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useReturningStudent } from '../hooks/use-returning-student';
import { useJoinedSession } from '../join-by-code';
import { SessionCodeForm } from './session-code-form';

/**
 * Home's "Kode sesi", for a tab that joined no session: the student types the code from the
 * board and stays on home, now in the session ("Sesi: …" above). A student who already gave a
 * name and class is asked, as after the name-and-class form, whether an earlier pre-test in this
 * session is theirs.
 */
export function JoinByCode() {
  const session = useJoinedSession();
  const [joined, setJoined] = useState(false);
  const returning = useReturningStudent();

  return (
    <>
      {joined ? (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          Berhasil bergabung ke sesi.
        </Typography>
      ) : (
        !session && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
              Gurumu memberi kode sesi? Tulis di sini agar hasilmu masuk ke sesi kelasmu.
            </Typography>
            <SessionCodeForm
              onJoined={() => {
                setJoined(true);
                returning.check(() => undefined);
              }}
            />
          </Box>
        )
      )}
      {returning.dialog}
    </>
  );
}
