import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isIdentityIncomplete, isPretestAhead, markMaterialsSeenFirst } from '../../student';

interface PretestFirstPromptProps {
  /** What the student opened: the wording follows it. */
  material: 'slides' | 'video';
}

/**
 * Opened before the pre-test, the materials say so kindly and let the student go on; the tab
 * remembers it, and the pre-test's result carries it (docs/product.md, "The pre/post rule").
 */
export function PretestFirstPrompt({ material }: PretestFirstPromptProps) {
  const [open, setOpen] = useState(isPretestAhead);
  // Where the pre-test starts: home asks for a name first when the tab has none.
  const [pretestPath] = useState(() => (isIdentityIncomplete() ? '/' : '/questions'));
  const titleId = useId();

  useEffect(() => {
    if (isPretestAhead()) markMaterialsSeenFirst();
  }, []);

  if (!open) return null;
  const reading = material === 'slides' ? 'membaca materi' : 'menonton video';
  return (
    <Alert
      severity="info"
      aria-labelledby={titleId}
      sx={{ m: { xs: 1, md: 2 }, mb: 0, fontSize: '1rem', alignItems: 'flex-start' }}
    >
      <AlertTitle id={titleId} sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Kerjakan pretest dulu
      </AlertTitle>
      Kamu belum mengerjakan pretest. Sebaiknya kerjakan dulu sebelum {reading}, supaya nilainya
      menunjukkan apa yang sudah kamu ketahui. Kamu tetap boleh lanjut.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={pretestPath}
          sx={{ fontSize: '1rem' }}
        >
          Kerjakan pretest
        </Button>
        <Button variant="outlined" onClick={() => setOpen(false)} sx={{ fontSize: '1rem' }}>
          {material === 'slides' ? 'Lanjut membaca' : 'Lanjut menonton'}
        </Button>
      </Box>
    </Alert>
  );
}
