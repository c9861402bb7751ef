import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { failureMessage } from '../../teacher-access';
import { type PackSummary, type PackVersionSummary, useRetireVersion } from '../api/packs-api';
import { WARNING_INK } from './problem-list';
import { shortVersion, VersionsTable } from './versions-table';

/** The pack's published versions, each of which may be retired ("Tarik versi") after asking. */
export const VersionsPanel = memo(function VersionsPanel({ pack }: { pack: PackSummary }) {
  const retiring = useRetireVersion();
  const [pending, setPending] = useState<PackVersionSummary | null>(null);
  const close = () => {
    if (retiring.isPending) return;
    retiring.reset();
    setPending(null);
  };
  return (
    <>
      <VersionsTable
        label="Riwayat versi"
        versions={pack.versions}
        actions={(version) =>
          version.retired_at ? (
            <Typography variant="body2" color="text.secondary">
              ditarik
            </Typography>
          ) : (
            <Button
              size="small"
              sx={{ color: WARNING_INK }}
              onClick={() => setPending(version)}
              aria-label={`Tarik versi ${shortVersion(version.version)}`}
            >
              Tarik versi
            </Button>
          )
        }
      />
      <Dialog open={pending !== null} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>Tarik versi {pending ? shortVersion(pending.version) : ''}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Sesi baru tidak dapat lagi memilih versi ini. Hasil yang sudah masuk tetap tersimpan dan
            tetap dapat dianalisis. Versi yang ditarik tidak dapat dipakai lagi.
          </DialogContentText>
          {retiring.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failureMessage('Versi gagal ditarik', retiring.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={retiring.isPending}>
            Batal
          </Button>
          <Button
            variant="contained"
            sx={{ bgcolor: WARNING_INK, '&:hover': { bgcolor: '#6b3a00' } }}
            disabled={retiring.isPending}
            onClick={() => pending && retiring.mutate(pending.version, { onSuccess: close })}
          >
            {retiring.isPending ? 'Memproses…' : 'Tarik versi'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
