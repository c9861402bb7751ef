import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../teacher-access';
import { useImportPack } from '../api/sharing-api';
import { shortVersion } from './versions-table';

const REFUSED = 'Paket tidak dapat diimpor';

/**
 * Why an import failed. The server's reason for refusing a file (not a pack, a broken document, a
 * changed answer key) is shown as it wrote it; anything else in the usual Indonesian words.
 */
export function importFailure(error: unknown): string {
  if (
    error instanceof ApiError &&
    [400, 409, 413, 415, 422].includes(error.status) &&
    error.message
  ) {
    return `${REFUSED}: ${error.message}`;
  }
  return failureMessage(REFUSED, error);
}

/** "Impor paket": a version exported from another server (.zip) joins this server's packs. */
export function ImportPack() {
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportPack();
  const imported = importing.data;
  return (
    <Stack spacing={1}>
      <Box>
        <Button
          variant="outlined"
          startIcon={
            importing.isPending ? <CircularProgress size={16} aria-hidden /> : <UploadFileIcon />
          }
          disabled={importing.isPending}
          onClick={() => input.current?.click()}
          aria-describedby="import-pack-hint"
        >
          Impor paket
        </Button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          hidden
          aria-label="Berkas paket (.zip)"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) importing.mutate(file);
          }}
        />
      </Box>
      <Typography id="import-pack-hint" variant="body2" color="textSecondary">
        Berkas .zip dari &ldquo;Unduh .zip&rdquo; di server PIBA lain.
      </Typography>
      {importing.isPending && <Typography role="status">Mengimpor paket…</Typography>}
      {importing.isError && (
        <Alert severity="error" role="alert">
          {importFailure(importing.error)}
        </Alert>
      )}
      {imported && (
        <Alert severity={imported.created ? 'success' : 'info'} role="status">
          {imported.created
            ? `Versi ${shortVersion(imported.version)} diimpor (kunci jawaban ${imported.answer_key_version}).`
            : `Versi ini sudah ada di server ini: ${shortVersion(imported.version)} (kunci jawaban ${imported.answer_key_version}). Tidak ada yang ditambahkan.`}
        </Alert>
      )}
    </Stack>
  );
}
