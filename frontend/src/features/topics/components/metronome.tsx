import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useMetronome } from '../hooks/use-metronome';
import { type Tempo, TEMPOS } from '../metronome/scheduler';
import { BeatCount } from './beat-count';

/** Start and stop, the tempo, and a count of 1 to 4 that lights up with each click. */
export function Metronome() {
  // Every lab browser has Web Audio; one without it gets no button that cannot work.
  return typeof window.AudioContext === 'function' ? <MetronomeBar /> : null;
}

function MetronomeBar() {
  const { tempo, setTempo, running, current, start, stop } = useMetronome();
  const tempoLabel = useId();
  const description = useId();

  return (
    <Box
      component="section"
      aria-label="Ketukan Senam RAS"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        variant={running ? 'outlined' : 'contained'}
        color="secondary"
        startIcon={running ? <StopIcon /> : <PlayArrowIcon />}
        onClick={running ? stop : start}
        aria-describedby={description}
        // Both labels fit, so the controls beside the button do not shift when it is pressed.
        sx={{ minWidth: '11.5rem' }}
      >
        {running ? 'Hentikan ketukan' : 'Mulai ketukan'}
      </Button>
      <Box component="span" id={description} sx={visuallyHidden}>
        Ketukan tetap untuk bergerak mengikuti Senam RAS. Hitungan 1 sampai 4 menyala bergantian
        bersama bunyi ketukan, dan ketukan 1 berbunyi lebih tinggi.
      </Box>
      <BeatCount current={current} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={tempoLabel} component="span" sx={{ fontWeight: 600 }}>
          Tempo
        </Typography>
        <ToggleButtonGroup
          size="small"
          color="primary"
          exclusive
          value={tempo}
          onChange={(_, chosen: Tempo | null) => chosen && setTempo(chosen)}
          aria-labelledby={tempoLabel}
        >
          {TEMPOS.map((choice) => (
            <ToggleButton
              key={choice}
              value={choice}
              aria-label={`${choice} ketukan per menit`}
              sx={{ minWidth: 44, fontSize: '0.95rem' }}
            >
              {choice}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography component="span" variant="body2" color="textSecondary">
          ketukan per menit
        </Typography>
      </Box>
    </Box>
  );
}
