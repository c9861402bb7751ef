import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useUpdateAvailable } from '../hooks/use-app-update';
import { updateStore } from '../update-store';

interface UpdatePromptProps {
  /** While true (a quiz in progress), the prompt waits, so that no one reloads mid-quiz. */
  deferred?: boolean;
}

/**
 * "Versi baru tersedia — Muat ulang", once a new version has been downloaded. It stays until
 * pressed: the student chooses when the page reloads. Built from the pieces the first page
 * already loads (no Snackbar or Alert), since `/` is near its JavaScript budget.
 */
export function UpdatePrompt({ deferred = false }: UpdatePromptProps) {
  const available = useUpdateAvailable();
  if (!available || deferred) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1,
        maxWidth: 'calc(100vw - 32px)',
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
        boxShadow: 3,
      }}
    >
      <Typography>Versi baru tersedia</Typography>
      <Button variant="contained" size="small" onClick={updateStore.apply}>
        Muat ulang
      </Button>
    </Box>
  );
}
