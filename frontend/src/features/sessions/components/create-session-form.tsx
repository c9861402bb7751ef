import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DEFAULT_SESSION_DESIGN } from '@piba/shared';
import { OutlinedField } from '../../../components/outlined-field';
import { failureMessage } from '../../teacher-access';
import { useCreateSession } from '../api/sessions-api';
import { NO_CONSENT_LABEL } from './consent-status';
import { PackVersionSelect, usePackChoices } from './pack-version-field';
import { designInput, SessionDesignSection } from './session-design-fields';
import type { SharedSession } from './session-share-dialog';

const MAX_NAME = 100;
const MAX_CONFIRMED_BY = 100;

/**
 * A new session from its name, and who confirms that the school holds the parents' or guardians'
 * written consent. Without that confirmation the session is still made (a student's result must
 * never be lost for want of it), and the sessions page flags it. The answer (link, QR, key) opens
 * at once.
 */
export function CreateSessionForm({ onCreated }: { onCreated: (session: SharedSession) => void }) {
  const creation = useCreateSession();
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [confirmedBy, setConfirmedBy] = useState('');
  // Asked for only once the administrator tried to create without it.
  const [confirmerAsked, setConfirmerAsked] = useState(false);
  const [design, setDesign] = useState(DEFAULT_SESSION_DESIGN);
  // '' until the administrator picks a version: the default pack's newest is meant.
  const [chosenPack, setChosenPack] = useState('');
  const packs = usePackChoices();
  const packVersion = packs.choices.some((choice) => choice.version === chosenPack)
    ? chosenPack
    : (packs.defaultVersion ?? '');
  const trimmed = name.trim();
  const confirmer = confirmedBy.trim();
  const confirmerMissing = consent && !confirmer;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || creation.isPending) return;
    if (confirmerMissing) {
      setConfirmerAsked(true);
      return;
    }
    // Only the designs chosen are sent: a session without designs is created as before.
    const input = {
      name: trimmed,
      ...(consent ? { consent_confirmed_by: confirmer } : {}),
      ...(packVersion ? { pack_version: packVersion } : {}),
      ...designInput(design),
    };
    creation.mutate(input, {
      onSuccess: (session) => {
        setName('');
        setConsent(false);
        setConfirmedBy('');
        setConfirmerAsked(false);
        setDesign(DEFAULT_SESSION_DESIGN);
        setChosenPack('');
        onCreated(session);
      },
    });
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} sx={{ mb: 3 }} noValidate>
      <OutlinedField
        label="Nama sesi"
        placeholder="SMPN 1 Sleman — kelas 8, 25 Nov 2026"
        value={name}
        onChange={(event) => setName(event.target.value)}
        inputProps={{ maxLength: MAX_NAME }}
        helperText="Sekolah, kelas dan tanggal kunjungan, agar mudah dikenali."
        fullWidth
      />
      <PackVersionSelect
        value={packVersion}
        onChange={setChosenPack}
        choices={packs.choices}
        loading={packs.query.isPending}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setConfirmerAsked(false);
            }}
          />
        }
        label="Sekolah sudah memegang persetujuan tertulis orang tua/wali siswa untuk kegiatan ini"
      />
      {consent ? (
        <OutlinedField
          label="Dikonfirmasi oleh"
          placeholder="Bu Sari, guru BK"
          value={confirmedBy}
          onChange={(event) => setConfirmedBy(event.target.value)}
          inputProps={{ maxLength: MAX_CONFIRMED_BY, 'aria-required': true }}
          error={confirmerAsked && confirmerMissing}
          helperText={
            confirmerAsked && confirmerMissing
              ? 'Wajib diisi: nama dan jabatan orang yang mengonfirmasi, atau hapus centang di atas.'
              : 'Wajib diisi: nama dan jabatan orang yang mengonfirmasi.'
          }
          fullWidth
        />
      ) : (
        <Alert severity="warning">
          Tanpa konfirmasi ini sesi tetap dibuat dan tetap menerima hasil siswa, tetapi ditandai
          &ldquo;{NO_CONSENT_LABEL}&rdquo; di daftar sesi.
        </Alert>
      )}
      <SessionDesignSection design={design} onChange={setDesign} packVersion={packVersion} />
      <Button
        type="submit"
        variant="contained"
        disabled={!trimmed || creation.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {creation.isPending ? 'Membuat…' : 'Buat sesi'}
      </Button>
      {creation.isError && (
        <Alert severity="error">{failureMessage('Sesi gagal dibuat', creation.error)}</Alert>
      )}
    </Stack>
  );
}
