import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SessionSummary } from '@piba/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../teacher-access';
import { useSetSessionPack } from '../api/sessions-api';
import { PackVersionSelect, usePackChoices } from './pack-version-field';

const HAS_RESULTS =
  'Paket sesi ini tidak dapat diganti karena sesi ini sudah punya hasil (di tabel atau di sampah): semua hasil satu sesi harus menjawab soal yang sama.';

/** Why the change failed, in Indonesian. */
const changeFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? HAS_RESULTS
    : failureMessage('Paket gagal diganti', error);

/** "Ganti paket": another published version for a session that has no results yet. */
function ChangePackForm({ session, onClose }: { session: SessionSummary; onClose: () => void }) {
  const { choices, query } = usePackChoices();
  const [version, setVersion] = useState(session.pack_version);
  const change = useSetSessionPack();
  const unchanged = version === session.pack_version;
  return (
    <>
      <DialogTitle>Ganti paket materi?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Siswa yang bergabung ke &quot;{session.name}&quot; setelah ini belajar dan mengerjakan
          soal dari paket yang dipilih. Paket hanya dapat diganti selama sesi belum punya hasil.
        </DialogContentText>
        <PackVersionSelect
          value={version}
          onChange={setVersion}
          choices={choices}
          loading={query.isPending}
        />
        {change.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {changeFailure(change.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          Batal
        </Button>
        <Button
          variant="contained"
          disabled={change.isPending || unchanged || choices.length === 0}
          onClick={() => change.mutate({ code: session.code, version }, { onSuccess: onClose })}
        >
          {change.isPending ? 'Memproses…' : 'Ganti paket'}
        </Button>
      </DialogActions>
    </>
  );
}

export function ChangePackDialog({
  session,
  onClose,
}: {
  session: SessionSummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={session !== null} onClose={onClose} fullWidth maxWidth="sm">
      {/* Keyed by session: each opening starts from that session's own version. */}
      {session && <ChangePackForm key={session.code} session={session} onClose={onClose} />}
    </Dialog>
  );
}
