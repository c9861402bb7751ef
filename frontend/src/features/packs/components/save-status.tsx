import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SaveState } from '../hooks/use-autosave';

const TEXTS: Record<Exclude<SaveState, 'stale' | 'failed'>, string> = {
  saved: 'Tersimpan',
  saving: 'Menyimpan…',
  retrying: 'Gagal menyimpan — mencoba lagi',
};

/** Where the draft's saving stands; a stale copy says why saving stopped and how to go on. */
export function SaveStatus({
  state,
  failure,
  onRetry,
  onReload,
}: {
  state: SaveState;
  failure: string | null;
  onRetry: () => void;
  onReload: () => void;
}) {
  if (state === 'stale') {
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" onClick={onReload}>
            Muat ulang draf
          </Button>
        }
      >
        Draf ini sudah diubah dan disimpan di tempat lain (tab atau komputer lain) setelah kamu
        membukanya. Perubahanmu di sini tidak disimpan agar tidak menimpa perubahan itu. Muat ulang
        draf untuk melanjutkan dari versi terbaru; perubahan yang belum tersimpan di sini akan
        hilang.
      </Alert>
    );
  }
  if (state === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={onRetry}>
            Coba lagi
          </Button>
        }
      >
        {failure ?? 'Gagal menyimpan.'}
      </Alert>
    );
  }
  return (
    <Typography
      role="status"
      data-testid="save-status"
      sx={{ color: state === 'retrying' ? 'error.dark' : 'text.secondary', minHeight: 24 }}
    >
      {TEXTS[state]}
    </Typography>
  );
}
