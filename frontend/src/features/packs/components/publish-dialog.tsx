import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../teacher-access';
import { type PublishedVersion, usePublish } from '../api/packs-api';
import type { PackProblem } from '../instrument-check';
import { Field } from './field';
import { ProblemList } from './problem-list';

/** The problems the server gave for refusing to publish (422), if it gave them. */
function refusedProblems(error: unknown): PackProblem[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const problems = (error.body as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? (problems as PackProblem[]) : [];
}

/** What the new version means for the results: the same answer key, or a new one. */
function KeyChange({
  published,
  previousKey,
}: {
  published: PublishedVersion;
  previousKey: string | null;
}) {
  if (previousKey === null) {
    return <Typography>Ini versi pertama paket ini.</Typography>;
  }
  if (previousKey === published.answer_key_version) {
    return (
      <Typography>
        Versi kunci jawaban tidak berubah: hasil lama tetap dapat dibandingkan dengan hasil versi
        baru.
      </Typography>
    );
  }
  return (
    <Typography>
      Versi kunci jawaban berubah (sebelumnya <code>{previousKey}</code>): hasil versi baru dipisah
      dari hasil lama.
    </Typography>
  );
}

interface PublishDialogProps {
  open: boolean;
  packId: string;
  /** The answer-key version of the pack's newest version, or null for its first. */
  previousKey: string | null;
  onClose: () => void;
}

/** "Terbitkan": the draft as a new version, with a note saying what changed. */
export function PublishDialog({ open, packId, previousKey, onClose }: PublishDialogProps) {
  const publishing = usePublish(packId);
  const [note, setNote] = useState('');
  const [asked, setAsked] = useState(false);
  const [shownKey, setShownKey] = useState(previousKey);
  const trimmed = note.trim();
  const problems = publishing.isError ? refusedProblems(publishing.error) : null;

  const close = () => {
    if (publishing.isPending) return;
    publishing.reset();
    setNote('');
    setAsked(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(true);
    if (!trimmed || publishing.isPending) return;
    // The key the new version is compared with: the newest before it, not the list refreshed after.
    setShownKey(previousKey);
    publishing.mutate(trimmed);
  };
  const published = publishing.data;

  return (
    <ModalDialog open={open} onClose={close} labelledBy="publish-title" roomy>
      <DialogTitle id="publish-title">
        {published ? 'Versi baru diterbitkan' : 'Terbitkan draf'}
      </DialogTitle>
      {published ? (
        <>
          <DialogContent>
            <Stack spacing={1.5}>
              <Typography>
                Versi <code>{published.version}</code> dengan versi kunci jawaban{' '}
                <code>{published.answer_key_version}</code>.
              </Typography>
              <KeyChange published={published} previousKey={shownKey} />
              <Typography color="textSecondary">
                Versi ini tidak akan berubah lagi. Pilih versi ini saat membuat sesi sekolah.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              Selesai
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Typography>
                Draf yang tersimpan menjadi versi baru yang tidak berubah lagi. Sesi yang sudah
                berjalan tetap memakai versinya sendiri.
              </Typography>
              <Field
                label="Catatan versi"
                required
                value={note}
                maxLength={500}
                multiline
                error={asked && !trimmed}
                helperText={
                  asked && !trimmed
                    ? 'Wajib diisi: apa yang berubah di versi ini.'
                    : 'Apa yang berubah, misalnya "Soal 3: pilihan B diperbaiki".'
                }
                onChange={setNote}
              />
              {problems && (
                <Alert severity="error" role="alert">
                  <Typography sx={{ fontWeight: 600, mb: 1 }}>
                    Server menolak menerbitkan draf ini. Perbaiki masalah berikut dulu:
                  </Typography>
                  {problems.length > 0 ? (
                    <ProblemList problems={problems} />
                  ) : (
                    <Typography>{publishing.error?.message}</Typography>
                  )}
                </Alert>
              )}
              {publishing.isError && !problems && (
                <Alert severity="error" role="alert">
                  {failureMessage('Draf gagal diterbitkan', publishing.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={publishing.isPending}>
              Batal
            </Button>
            <Button type="submit" variant="contained" disabled={publishing.isPending}>
              {publishing.isPending ? 'Menerbitkan…' : 'Terbitkan'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </ModalDialog>
  );
}
