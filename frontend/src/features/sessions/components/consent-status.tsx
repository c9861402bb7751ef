import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatWib, type SessionConsent } from '@piba/shared';

export const NO_CONSENT_LABEL = 'Persetujuan belum tercatat';

/**
 * Whether someone confirmed that the school holds the parents' or guardians' written consent for
 * a session: who and when, or a warning. A session without it still takes results.
 */
export function ConsentStatus({ consent }: { consent: SessionConsent | null }) {
  if (consent) {
    return (
      <Typography variant="body2" color="textSecondary">
        Persetujuan: {consent.confirmed_by},{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatWib(consent.confirmed_at)} WIB
        </Box>
      </Typography>
    );
  }
  return (
    <Chip
      size="small"
      color="warning"
      icon={<WarningAmberIcon />}
      label={NO_CONSENT_LABEL}
      role="note"
      aria-label={`${NO_CONSENT_LABEL}: belum ada yang mengonfirmasi bahwa sekolah memegang persetujuan tertulis orang tua/wali siswa`}
      // The label stays whole on a phone: the chip grows a line rather than cutting it off.
      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
