import { lazy, Suspense, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { DesignsReport } from '@piba/shared';

// "Cara menghitung" is folded until a teacher opens it and is never printed: its texts and its
// accordion are a chunk of their own, downloaded when the teacher points at or opens the bar.
const load = () => import('./how-calculated');
const HowCalculated = lazy(() => load().then(({ HowCalculated }) => ({ default: HowCalculated })));

/**
 * The folded bar as the accordion draws it (its height, border and name), standing in until the
 * teacher opens it; while the texts load it stays, marked busy.
 */
function FoldedBar({ onOpen, busy = false }: { onOpen?: () => void; busy?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ mb: 2, displayPrint: 'none' }}>
      <ButtonBase
        id="cara-menghitung"
        aria-expanded={false}
        aria-controls="cara-menghitung-isi"
        aria-busy={busy}
        onClick={onOpen}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        sx={{
          width: 1,
          minHeight: 48,
          px: 2,
          justifyContent: 'space-between',
          textAlign: 'left',
        }}
      >
        <Typography component="span" sx={{ fontWeight: 700 }}>
          Cara menghitung
        </Typography>
        <ExpandMoreIcon sx={{ color: 'action.active' }} />
      </ButtonBase>
    </Paper>
  );
}

/** "Cara menghitung": a folded bar, its formulas loaded and shown when the teacher opens it. */
export function HowCalculatedWhenOpened({ designs }: { designs?: DesignsReport }) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <FoldedBar onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<FoldedBar busy />}>
      <HowCalculated designs={designs} opened />
    </Suspense>
  );
}
