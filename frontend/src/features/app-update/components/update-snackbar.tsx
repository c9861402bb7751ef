import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

interface UpdateSnackbarProps {
  onReload: () => void;
}

/** Stays until pressed: the student chooses when the page reloads. */
export function UpdateSnackbar({ onReload }: UpdateSnackbarProps) {
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        sx={{ boxShadow: 3, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            Muat ulang
          </Button>
        }
      >
        Versi baru tersedia
      </Alert>
    </Snackbar>
  );
}
