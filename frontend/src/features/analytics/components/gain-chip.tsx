import Chip from '@mui/material/Chip';
import type { GainBand } from '@piba/shared';
import { DASH, gainBandLabel } from '../analytics-format';

// Filled colours that keep white text at 4.5:1 or more; the word, not the colour, carries the band.
const COLORS = { high: 'success', medium: 'secondary', low: 'error' } as const;

export function GainChip({ band }: { band: GainBand | null }) {
  if (!band) return <>{DASH}</>;
  return (
    <Chip
      size="small"
      color={COLORS[band]}
      label={gainBandLabel(band)}
      sx={{
        // Doubled class: the colour variant's own rule would otherwise win on paper.
        '@media print': {
          '&&': { bgcolor: 'transparent', color: '#000', border: '1px solid #000' },
        },
      }}
    />
  );
}
