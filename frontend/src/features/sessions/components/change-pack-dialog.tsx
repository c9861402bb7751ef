import { useState } from 'react';
import type { SessionSummary } from '@piba/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  return (
    <ConfirmDialog
      open
      title="Ganti paket materi?"
      details={
        <PackVersionSelect
          value={version}
          onChange={setVersion}
          choices={choices}
          loading={query.isPending}
        />
      }
      confirmLabel="Ganti paket"
      confirmDisabled={version === session.pack_version || choices.length === 0}
      pending={change.isPending}
      failure={change.isError ? changeFailure(change.error) : null}
      onConfirm={() => change.mutate({ code: session.code, version }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      Siswa yang bergabung ke &quot;{session.name}&quot; setelah ini belajar dan mengerjakan soal
      dari paket yang dipilih. Paket hanya dapat diganti selama sesi belum punya hasil.
    </ConfirmDialog>
  );
}

export function ChangePackDialog({
  session,
  onClose,
}: {
  session: SessionSummary | null;
  onClose: () => void;
}) {
  // Keyed by session: each opening starts from that session's own version.
  return session && <ChangePackForm key={session.code} session={session} onClose={onClose} />;
}
