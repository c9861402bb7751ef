import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JoinedSession } from '../joined-session';
import { joinByCode, type JoinOutcome } from '../join-by-code';

type Problem = Exclude<JoinOutcome, { state: 'joined' }> | { state: 'empty' };

function problemText(problem: Problem): string {
  switch (problem.state) {
    case 'empty':
      return 'Tulis dulu kode sesi dari gurumu.';
    case 'unknown':
      return `Kode ${problem.code} tidak ditemukan. Periksa lagi kode dari gurumu, lalu coba lagi.`;
    case 'closed':
      return `Sesi "${problem.name}" sudah ditutup dan tidak menerima peserta baru. Tanyakan kode sesi yang benar kepada gurumu.`;
    case 'unreachable':
      return 'Server tidak dapat dihubungi. Periksa koneksimu, lalu coba lagi.';
  }
}

interface SessionCodeFormProps {
  /** Called once the typed code's session is joined for this tab. */
  onJoined: (session: JoinedSession) => void;
}

/**
 * "Kode sesi": the code the teacher wrote on the board, typed in any case, with or without dashes
 * or spaces. It joins the session as its join link does, or says why it cannot.
 */
export function SessionCodeForm({ onJoined }: SessionCodeFormProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (joining) return;
    if (!typed.trim()) return setProblem({ state: 'empty' });
    const controller = new AbortController();
    request.current = controller;
    setJoining(true);
    setProblem(null);
    joinByCode(typed, controller.signal).then(
      (outcome) => {
        setJoining(false);
        if (outcome.state === 'joined') onJoined(outcome.session);
        else setProblem(outcome);
      },
      // Aborted: the page is gone.
      () => undefined,
    );
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <Stack component="form" onSubmit={handleSubmit} noValidate spacing={1} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControl size="small" error={problem !== null} sx={{ flex: 1, minWidth: 0 }}>
          <InputLabel htmlFor={id}>Kode sesi</InputLabel>
          <OutlinedInput
            id={id}
            name="session-code"
            label="Kode sesi"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            // Shown as the board shows it; what is typed is kept as typed and normalised on submit.
            sx={{ '& input': { textTransform: 'uppercase' } }}
            inputProps={{
              maxLength: 20,
              autoCapitalize: 'characters',
              spellCheck: false,
              enterKeyHint: 'go',
            }}
          />
          <FormHelperText id={hintId} sx={{ color: 'text.secondary' }}>
            Tulis kode dari gurumu, misalnya K7P3QX.
          </FormHelperText>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          loading={joining}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Gabung
        </Button>
      </Stack>
      {problem && (
        <Typography id={problemId} role="alert" variant="body2" color="error">
          {problemText(problem)}
        </Typography>
      )}
    </Stack>
  );
}
