import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shapeErrorText } from '../field-labels';
import type { InstrumentCheck } from '../hooks/use-instrument-check';
import { ProblemList, WARNING_INK } from './problem-list';

/**
 * The instrument check's summary as the writer types: the counts, the pack's own problems and
 * the document's shape errors. Each question's problems show in that question.
 */
export const CheckPanel = memo(function CheckPanel({ check }: { check: InstrumentCheck }) {
  const { counts, packProblems, shapeErrors } = check;
  const clean = counts.errors + counts.warnings === 0 && shapeErrors.length === 0;
  return (
    <Stack spacing={1.5}>
      <Typography data-testid="check-summary">
        {clean ? (
          'Pemeriksaan soal tidak menemukan masalah.'
        ) : (
          <>
            <Box component="span" sx={{ color: 'error.dark', fontWeight: 700 }}>
              {counts.errors} kesalahan
            </Box>
            {' · '}
            <Box component="span" sx={{ color: WARNING_INK, fontWeight: 700 }}>
              {counts.warnings} peringatan
            </Box>
            {' · '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {counts.reviewed} sudah ditinjau
            </Box>
          </>
        )}
      </Typography>
      {counts.errors + counts.warnings > 0 && (
        <Typography variant="body2" color="textSecondary">
          Kesalahan harus diperbaiki sebelum paket diterbitkan. Peringatan boleh tetap ada bila
          sudah ditinjau dengan alasan singkat. Masalah tiap soal tampil di soal itu.
        </Typography>
      )}
      {shapeErrors.length > 0 && (
        <Alert severity="error">
          <Typography sx={{ fontWeight: 600 }}>Isian yang belum sesuai:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {shapeErrors.map((error, index) => (
              <li key={`${error.field}-${index}`}>{shapeErrorText(error)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <ProblemList problems={packProblems} />
    </Stack>
  );
});
