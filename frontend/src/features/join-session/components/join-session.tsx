import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOIN_CODE_PATTERN, normalizeJoinCode } from '@piba/shared';
import { ApiError } from '../../../lib/api-client';
import { saveJoinedSession } from '../../../lib/tab-storage';
import { lookUpSession } from '../api/look-up-session';

type Check =
  | { state: 'checking' }
  | { state: 'unknown' }
  | { state: 'closed'; name: string }
  | { state: 'unreachable' };

/**
 * The page a join link opens (`/s/K7P3QX`). An open session is remembered for this tab and the
 * student goes on to home; an unknown or closed one, or a server out of reach, is explained and
 * the student may go on without a session: PIBA works the same, only the results are not the
 * school's session's.
 */
export function JoinSession({ typedCode }: { typedCode: string }) {
  const navigate = useNavigate();
  const code = normalizeJoinCode(typedCode);
  // A code that cannot be a join code is unknown without asking the server.
  const wellFormed = JOIN_CODE_PATTERN.test(code);
  const [check, setCheck] = useState<Check>({ state: wellFormed ? 'checking' : 'unknown' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    lookUpSession(code, controller.signal).then(
      (session) => {
        if (!session.open) return setCheck({ state: 'closed', name: session.name });
        saveJoinedSession({ code: session.code, name: session.name });
        void navigate('/', { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setCheck({ state: notFound ? 'unknown' : 'unreachable' });
      },
    );
    return () => controller.abort();
  }, [code, wellFormed, attempt, navigate]);

  const continueWithout = () => {
    saveJoinedSession(null);
    void navigate('/', { replace: true });
  };

  if (check.state === 'checking') {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Memeriksa sesi {code}…</Typography>
      </Stack>
    );
  }

  const problem = {
    unknown: {
      title: `Sesi dengan kode ${code || typedCode} tidak ditemukan`,
      text: 'Periksa lagi tautan atau kode dari gurumu. Kamu juga bisa lanjut tanpa sesi: materi dan kuis tetap bisa dipakai, hanya hasilmu tidak masuk ke sesi sekolahmu.',
    },
    closed: {
      title: `Sesi "${check.state === 'closed' ? check.name : ''}" sudah ditutup`,
      text: 'Sesi ini tidak menerima peserta baru. Kamu tetap bisa belajar dan mengerjakan kuis tanpa sesi.',
    },
    unreachable: {
      title: 'Sesi belum bisa diperiksa',
      text: 'Server tidak dapat dihubungi. Periksa koneksimu, lalu coba lagi, atau lanjut tanpa sesi.',
    },
  }[check.state];

  return (
    <Stack spacing={3}>
      <Alert severity={check.state === 'unreachable' ? 'warning' : 'info'} role="alert">
        <Typography component="h1" variant="h6" gutterBottom>
          {problem.title}
        </Typography>
        {problem.text}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {check.state === 'unreachable' && (
          <Button
            variant="contained"
            onClick={() => {
              setCheck({ state: 'checking' });
              setAttempt((count) => count + 1);
            }}
          >
            Coba lagi
          </Button>
        )}
        <Button
          variant={check.state === 'unreachable' ? 'outlined' : 'contained'}
          onClick={continueWithout}
        >
          Lanjut tanpa sesi
        </Button>
      </Stack>
    </Stack>
  );
}
