import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { SessionSummary } from '@piba/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, KeyRequired, type TeacherAccess } from '../../teacher-access';
import { useRenewSessionKey, useSetSessionOpen, type useSessions } from '../api/sessions-api';
import { ChangePackDialog } from './change-pack-dialog';
import { CreateSessionForm } from './create-session-form';
import { type SharedSession, SessionShareDialog } from './session-share-dialog';
import { SessionsTable } from './sessions-table';

type Action = 'renew' | 'close' | 'reopen';
type Pending = { action: Action; session: SessionSummary } | null;

/** What each action's confirmation says. */
const ACTIONS: Record<
  Action,
  { title: string; confirm: string; failure: string; text: (name: string) => string }
> = {
  renew: {
    title: 'Buat kunci baru?',
    confirm: 'Buat kunci baru',
    failure: 'Kunci gagal dibuat',
    text: (name) =>
      `Kunci lama sesi "${name}" dan tautan guru yang lama langsung tidak berlaku lagi. Berikan kunci baru kepada guru sekolah.`,
  },
  close: {
    title: 'Tutup sesi ini?',
    confirm: 'Tutup sesi',
    failure: 'Sesi gagal ditutup',
    text: (name) =>
      `Siswa tidak bisa lagi bergabung ke "${name}". Hasil dari siswa yang sudah bergabung tetap masuk ke sesi ini. Sesi bisa dibuka lagi nanti.`,
  },
  reopen: {
    title: 'Buka lagi sesi ini?',
    confirm: 'Buka lagi',
    failure: 'Sesi gagal dibuka lagi',
    text: (name) =>
      `Siswa dapat bergabung lagi ke "${name}" lewat tautan, kode QR atau kode sesinya, sampai sesi ditutup lagi.`,
  },
};

/**
 * The administrator's sessions: create one, share its link and QR, renew its key, close it and
 * open it again, and give it another lesson pack while it has no results.
 */
export function SessionsAdmin({
  list,
  access,
}: {
  list: ReturnType<typeof useSessions>;
  access: TeacherAccess;
}) {
  const renewal = useRenewSessionKey();
  const opening = useSetSessionOpen();
  const [shared, setShared] = useState<SharedSession | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [changingPack, setChangingPack] = useState<SessionSummary | null>(null);
  const mutation = pending?.action === 'renew' ? renewal : opening;

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

  const finish = () => {
    mutation.reset();
    setPending(null);
  };
  const confirm = () => {
    if (!pending) return;
    const { action, session } = pending;
    if (action === 'renew') {
      renewal.mutate(session.code, {
        onSuccess: ({ teacher_key }) => {
          finish();
          setShared({
            code: session.code,
            name: session.name,
            join_url: session.join_url,
            teacher_key,
          });
        },
      });
    } else {
      opening.mutate({ code: session.code, open: action === 'reopen' }, { onSuccess: finish });
    }
  };
  const texts = pending ? ACTIONS[pending.action] : null;

  return (
    <>
      <CreateSessionForm onCreated={setShared} />
      <SessionsTable
        sessions={list.data?.data ?? []}
        onShare={setShared}
        onRenewKey={(session) => setPending({ action: 'renew', session })}
        onClose={(session) => setPending({ action: 'close', session })}
        onReopen={(session) => setPending({ action: 'reopen', session })}
        onChangePack={setChangingPack}
      />
      <ChangePackDialog session={changingPack} onClose={() => setChangingPack(null)} />
      <SessionShareDialog session={shared} onClose={() => setShared(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={texts?.title ?? ''}
        confirmLabel={texts?.confirm ?? ''}
        pending={mutation.isPending}
        failure={mutation.isError && texts ? failureMessage(texts.failure, mutation.error) : null}
        onConfirm={confirm}
        onCancel={finish}
      >
        {pending && texts?.text(pending.session.name)}
      </ConfirmDialog>
    </>
  );
}
