import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { BEATS_PER_BAR } from '../metronome/scheduler';

const pulse = keyframes`
  from { transform: scale(1.3); }
  to { transform: scale(1); }
`;

interface BeatCountProps {
  /** The place in the bar (0 to 3) to light, or null for none. */
  current: number | null;
}

/** The numbers 1 to 4, the current one filled and pulsing, for those who cannot hear the click. */
export function BeatCount({ current }: BeatCountProps) {
  return (
    // Hidden from screen readers: announcing every beat would drown out everything else.
    <Box aria-hidden data-testid="beat-count" sx={{ display: 'flex', gap: 0.75 }}>
      {Array.from({ length: BEATS_PER_BAR }, (_, index) => {
        const lit = index === current;
        const colour = index === 0 ? 'secondary.main' : 'primary.main';
        return (
          <Box
            key={index}
            component="span"
            data-current={lit ? 'true' : undefined}
            sx={{
              width: 32,
              height: 32,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              border: 2,
              borderColor: colour,
              fontWeight: 700,
              color: lit ? 'common.white' : 'text.primary',
              bgcolor: lit ? colour : 'transparent',
              ...(lit && {
                animation: `${pulse} 150ms ease-out`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }),
            }}
          >
            {index + 1}
          </Box>
        );
      })}
    </Box>
  );
}
