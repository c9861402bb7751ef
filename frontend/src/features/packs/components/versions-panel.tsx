import { memo, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
            <Typography variant="body2" color="textSecondary">
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
      <ConfirmDialog
        open={pending !== null}
        title={`Tarik versi ${pending ? shortVersion(pending.version) : ''}?`}
        confirmLabel="Tarik versi"
        confirmSx={{ bgcolor: WARNING_INK, '&:hover': { bgcolor: '#6b3a00' } }}
        pending={retiring.isPending}
        failure={retiring.isError ? failureMessage('Versi gagal ditarik', retiring.error) : null}
        onConfirm={() => pending && retiring.mutate(pending.version, { onSuccess: close })}
        onCancel={close}
      >
        Sesi baru tidak dapat lagi memilih versi ini. Hasil yang sudah masuk tetap tersimpan dan
        tetap dapat dianalisis. Versi yang ditarik tidak dapat dipakai lagi.
      </ConfirmDialog>
    </>
  );
});
