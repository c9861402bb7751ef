import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OutlinedField } from '../../../components/outlined-field';
import { failureMessage } from '../../teacher-access';
import { useCreateSession } from '../api/sessions-api';
import type { SharedSession } from './session-share-dialog';

const MAX_NAME = 100;

/** A new session from its name; the answer (link, QR, key) opens at once. */
export function CreateSessionForm({ onCreated }: { onCreated: (session: SharedSession) => void }) {
  const creation = useCreateSession();
  const [name, setName] = useState('');
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || creation.isPending) return;
    creation.mutate(trimmed, {
      onSuccess: (session) => {
        setName('');
        onCreated(session);
      },
    });
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1} sx={{ mb: 3 }} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OutlinedField
          label="Nama sesi"
          placeholder="SMPN 1 Sleman — kelas 8, 25 Nov 2026"
          value={name}
          onChange={(event) => setName(event.target.value)}
          inputProps={{ maxLength: MAX_NAME }}
          helperText="Sekolah, kelas dan tanggal kunjungan, agar mudah dikenali."
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!trimmed || creation.isPending}
          sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
        >
          {creation.isPending ? 'Membuat…' : 'Buat sesi'}
        </Button>
      </Stack>
      {creation.isError && (
        <Alert severity="error">{failureMessage('Sesi gagal dibuat', creation.error)}</Alert>
      )}
    </Stack>
  );
}
