import Button from '@mui/material/Button';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import type { ReadAloud } from '../lib/speech-hooks';

interface ReadAloudButtonProps {
  readAloud: ReadAloud;
  /** What is read, for its accessible name when a page has several: "soal 3". */
  subject?: string;
}

/** "Dengarkan", then "Berhenti" while it reads; nothing where there is no Indonesian voice. */
export function ReadAloudButton({ readAloud, subject }: ReadAloudButtonProps) {
  if (!readAloud.available) return null;
  const { speaking } = readAloud;
  return (
    <Button
      variant={speaking ? 'contained' : 'outlined'}
      onClick={speaking ? readAloud.stop : readAloud.start}
      startIcon={speaking ? <StopIcon /> : <VolumeUpIcon />}
      aria-label={subject ? `${speaking ? 'Berhenti' : 'Dengarkan'} ${subject}` : undefined}
      sx={{ fontSize: '1rem', flexShrink: 0 }}
    >
      {speaking ? 'Berhenti' : 'Dengarkan'}
    </Button>
  );
}

/** How the block being read is marked: a yellow band that moves nothing around it. */
export const beingReadSx = {
  bgcolor: '#fff1b8',
  boxShadow: '0 0 0 4px #fff1b8',
  borderRadius: '2px',
} as const;
