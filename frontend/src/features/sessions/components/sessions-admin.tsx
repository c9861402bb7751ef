import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { SessionSummary } from '@piba/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, KeyRequired, type TeacherAccess } from '../../teacher-access';
import { useCloseSession, useRenewSessionKey, type useSessions } from '../api/sessions-api';
import { ConfirmSessionDialog } from './confirm-session-dialog';
import { CreateSessionForm } from './create-session-form';
import { type SharedSession, SessionShareDialog } from './session-share-dialog';
import { SessionsTable } from './sessions-table';

type Pending = { action: 'renew' | 'close'; session: SessionSummary } | null;

/** The administrator's sessions: create one, share its link and QR, renew its key, close it. */
export function SessionsAdmin({
  list,
  access,
}: {
  list: ReturnType<typeof useSessions>;
  access: TeacherAccess;
}) {
  const renewal = useRenewSessionKey();
  const closing = useCloseSession();
  const [shared, setShared] = useState<SharedSession | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const mutation = pending?.action === 'renew' ? renewal : closing;

  if (list.isPending && !access.refused) return <Typography role="status">Memuat sesi…</Typography>;
  if (access.refused) return <KeyRequired onAskKey={access.open} />;
  if (list.isError) {
    const forbidden = list.error instanceof ApiError && list.error.status === 403;
    return (
      <Alert severity={forbidden ? 'info' : 'error'} role="alert">
        {forbidden
          ? 'Halaman ini untuk pengelola aplikasi. Kunci sesi hanya membuka hasil sesinya sendiri di tabel hasil.'
          : failureMessage('Daftar sesi gagal dimuat', list.error)}
      </Alert>
    );
  }

  const cancel = () => {
    mutation.reset();
    setPending(null);
  };
  const confirm = () => {
    if (!pending) return;
    const { session } = pending;
    if (pending.action === 'renew') {
      renewal.mutate(session.code, {
        onSuccess: ({ teacher_key }) => {
          renewal.reset();
          setPending(null);
          setShared({ code: session.code, name: session.name, teacher_key });
        },
      });
    } else {
      closing.mutate(session.code, {
        onSuccess: () => {
          closing.reset();
          setPending(null);
        },
      });
    }
  };

  return (
    <>
      <CreateSessionForm onCreated={setShared} />
      <SessionsTable
        sessions={list.data?.data ?? []}
        onShare={setShared}
        onRenewKey={(session) => setPending({ action: 'renew', session })}
        onClose={(session) => setPending({ action: 'close', session })}
      />
      <SessionShareDialog session={shared} onClose={() => setShared(null)} />
      <ConfirmSessionDialog
        open={pending !== null}
        title={pending?.action === 'renew' ? 'Buat kunci baru?' : 'Tutup sesi ini?'}
        confirmLabel={pending?.action === 'renew' ? 'Buat kunci baru' : 'Tutup sesi'}
        pending={mutation.isPending}
        failure={
          mutation.isError
            ? failureMessage(
                pending?.action === 'renew' ? 'Kunci gagal dibuat' : 'Sesi gagal ditutup',
                mutation.error,
              )
            : null
        }
        onConfirm={confirm}
        onCancel={cancel}
      >
        {pending?.action === 'renew'
          ? `Kunci lama sesi "${pending.session.name}" langsung tidak berlaku lagi. Berikan kunci baru kepada guru sekolah.`
          : `Siswa tidak bisa lagi bergabung ke "${pending?.session.name}". Hasil dari siswa yang sudah bergabung tetap masuk ke sesi ini.`}
      </ConfirmSessionDialog>
    </>
  );
}
