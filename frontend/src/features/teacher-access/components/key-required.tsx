import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';

/** Behind the key dialog, or in its place once the teacher has closed it. */
export function KeyRequired({ onAskKey }: { onAskKey: () => void }) {
  return (
    <Box sx={{ py: 2 }}>
      <Typography sx={{ mb: 2 }}>
        Hasil kuis hanya dapat dilihat dengan kunci akses guru.
      </Typography>
      <Button variant="contained" startIcon={<KeyIcon />} onClick={onAskKey}>
        Masukkan kunci akses
      </Button>
    </Box>
  );
}
