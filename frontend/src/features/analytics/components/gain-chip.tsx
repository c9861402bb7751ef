import Chip from '@mui/material/Chip';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import type { StudentBand } from '@piba/shared';
import { DASH, gainBandLabel } from '../analytics-format';

// Filled colours that keep white text at 4.5:1 or more; the word, not the colour, carries the band.
const COLORS = { high: 'success', medium: 'secondary', low: 'error', decline: 'error' } as const;

export function GainChip({ band }: { band: StudentBand | null }) {
  if (!band) return <>{DASH}</>;
  return (
    <Chip
      size="small"
      color={COLORS[band]}
      label={gainBandLabel(band)}
      // A decline must catch the eye: it also points down.
      icon={band === 'decline' ? <TrendingDownIcon aria-hidden="true" /> : undefined}
      sx={{
        // Doubled class: the colour variant's own rule would otherwise win on paper, where the band is
        // a plain word in a three-line table.
        '@media print': {
          '&&': { bgcolor: 'transparent', color: '#000', border: 'none', height: 'auto' },
          '&& .MuiChip-label': { px: 0 },
          '&& .MuiChip-icon': { color: '#000' },
        },
      }}
    />
  );
}
