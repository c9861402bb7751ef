import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Evidence } from '@piba/shared';
import { hasFlaggedPairs } from '../evidence-texts';
import { useFlaggedParam } from '../hooks/use-class-param';

export const FLAGGED_SWITCH_LABEL =
  'Sertakan pasangan yang ditandai (kunci jawaban berbeda / materi dibuka sebelum pretest)';

/**
 * Puts the flagged pairs in the tests, or leaves them out (the default); kept in the page's
 * address. Shown only when there are flagged pairs; on paper the notes say which was done.
 */
export function FlaggedSwitch({ evidence }: { evidence: Evidence }) {
  const [includeFlagged, setIncludeFlagged] = useFlaggedParam();
  if (!hasFlaggedPairs(evidence)) return null;
  return (
    <FormControlLabel
      sx={{ mb: 1, displayPrint: 'none' }}
      control={
        <Switch
          checked={includeFlagged}
          onChange={(event) => setIncludeFlagged(event.target.checked)}
        />
      }
      label={FLAGGED_SWITCH_LABEL}
    />
  );
}
