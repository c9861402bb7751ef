import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'wouter';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOIN_CODE_PATTERN, normalizeJoinCode } from '@piba/shared';
import { useReturningStudent } from '../hooks/use-returning-student';
import { joinByCode, type JoinOutcome, setJoinedSession } from '../join-by-code';
import { SessionCodeForm } from './session-code-form';

type Check = { state: 'checking' } | Exclude<JoinOutcome, { state: 'joined' }>;

/**
 * The page a join link opens (`/s/K7P3QX`). An open session is remembered for this tab and the
 * student goes on to home; an unknown or closed one, or a server out of reach, is explained, and
 * the student may type the code from the board ("Kode sesi") or go on without a session: PIBA
 * works the same, only the results are not the school's session's.
 */
export function JoinSession({ typedCode }: { typedCode: string }) {
  const [, navigate] = useLocation();
  const code = normalizeJoinCode(typedCode);
  // A code that cannot be a join code is unknown at once (joinByCode does not ask the server).
  const [check, setCheck] = useState<Check>(() =>
    JOIN_CODE_PATTERN.test(code) ? { state: 'checking' } : { state: 'unknown', code },
  );
  // "Coba lagi" counts a retry, which asks the server again.
  const [retries, setRetries] = useState(0);
  const returning = useReturningStudent();
  // A tab that already has a name and a class is asked here whether an earlier pre-test is its.
  const goHome = () => returning.check(() => void navigate('/', { replace: true }));

  const settle = useEffectEvent((outcome: JoinOutcome) =>
    outcome.state === 'joined' ? goHome() : setCheck(outcome),
  );

  useEffect(() => {
    const controller = new AbortController();
    joinByCode(typedCode, controller.signal).then(
      settle,
      // Aborted: another code, or the page is gone.
      () => undefined,
    );
    return () => controller.abort();
  }, [typedCode, retries]);

  const continueWithout = () => {
    setJoinedSession(null);
    navigate('/', { replace: true });
  };

  if (check.state === 'checking') {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Memeriksa sesi {code}…</Typography>
        {returning.dialog}
      </Stack>
    );
  }

  const problem = {
    unknown: {
      title: `Sesi dengan kode ${code || typedCode} tidak ditemukan`,
      text: 'Periksa lagi tautan atau kode dari gurumu, lalu tulis kodenya di bawah. Kamu juga bisa lanjut tanpa sesi: materi dan kuis tetap bisa dipakai, hanya hasilmu tidak masuk ke sesi sekolahmu.',
    },
    closed: {
      title: `Sesi "${check.state === 'closed' ? check.name : ''}" sudah ditutup`,
      text: 'Sesi ini tidak menerima peserta baru. Kalau gurumu memberi kode lain, tulis di bawah. Kamu tetap bisa belajar dan mengerjakan kuis tanpa sesi.',
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
      {check.state !== 'unreachable' && <SessionCodeForm onJoined={goHome} />}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {check.state === 'unreachable' && (
          <Button
            variant="contained"
            onClick={() => {
              setCheck({ state: 'checking' });
              setRetries((count) => count + 1);
            }}
          >
            Coba lagi
          </Button>
        )}
        <Button variant="outlined" onClick={continueWithout}>
          Lanjut tanpa sesi
        </Button>
      </Stack>
      {returning.dialog}
    </Stack>
  );
}
