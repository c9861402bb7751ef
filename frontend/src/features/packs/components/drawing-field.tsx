import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import type { PackDrawing } from '@piba/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../teacher-access';
import { uploadDrawing } from '../api/packs-api';
import { useDrawingUrl, useForgetDrawing } from '../hooks/draft-drawings';
import { Field } from './field';

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/svg+xml';
const MAX_BYTES = 2 * 1024 * 1024;

/** Why the server refused a file, in Indonesian, with the server's own words after it. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) {
    return 'Gambar ditolak: berkasnya lebih dari 2 MB.';
  }
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403 &&
    error.status !== 429
  ) {
    return `Gambar ditolak server: ${error.message || `kode ${error.status}`}`;
  }
  return failureMessage('Gambar gagal diunggah', error);
}

interface DrawingFieldProps {
  packId: string;
  /** What the drawing is, e.g. "Gambar slide 2". */
  label: string;
  drawing: PackDrawing;
  onChange: (drawing: PackDrawing) => void;
}

/** A drawing of the draft: its file, uploaded here with its progress, and its alt text. */
export function DrawingField({ packId, label, drawing, onChange }: DrawingFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { url, failed } = useDrawingUrl(drawing.file);
  const forget = useForgetDrawing();

  const upload = (file: File) => {
    setError(null);
    if (file.size > MAX_BYTES) {
      setError('Gambar ditolak: berkasnya lebih dari 2 MB.');
      return;
    }
    setProgress(0);
    uploadDrawing(packId, file, setProgress).then(
      (uploaded) => {
        setProgress(null);
        forget(uploaded.file);
        onChange({ ...drawing, file: uploaded.file });
      },
      (reason: unknown) => {
        setProgress(null);
        setError(refusal(reason));
      },
    );
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box
          sx={{
            width: 120,
            height: 80,
            flexShrink: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'grey.50',
          }}
        >
          {url ? (
            <Box component="img" src={url} alt="" sx={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography variant="body2" color="textSecondary" sx={{ p: 1, textAlign: 'center' }}>
              {drawing.file
                ? failed
                  ? 'Gambar tidak dapat dimuat'
                  : 'Memuat…'
                : 'Belum ada gambar'}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {drawing.file
              ? `Berkas: ${drawing.file}`
              : 'Pilih berkas PNG, JPEG, WebP atau SVG, paling besar 2 MB.'}
          </Typography>
          <Box>
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={progress !== null}
              onClick={() => input.current?.click()}
            >
              {drawing.file ? 'Ganti gambar' : 'Unggah gambar'}
            </Button>
            <input
              ref={input}
              type="file"
              accept={ACCEPTED}
              hidden
              aria-label={`${label}: berkas`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload(file);
              }}
            />
          </Box>
        </Stack>
      </Stack>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={`Mengunggah ${label.toLowerCase()}`}
          />
          <Typography variant="body2" role="status">
            Mengunggah… {Math.round(progress * 100)}%
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Field
          label="Teks alternatif (apa yang digambar)"
          value={drawing.alt}
          onChange={(alt) => onChange({ ...drawing, alt })}
          multiline
          helperText="Untuk pembaca layar: jelaskan gambarnya, jangan isi soal."
        />
      </Box>
    </Box>
  );
}
