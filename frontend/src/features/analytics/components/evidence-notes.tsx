import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Evidence } from '@piba/shared';
import { exclusionTexts, noteText } from '../evidence-texts';

/** Why no test ran, what to be careful of, and who is left out: said plainly, never hidden. */
export function EvidenceNotes({ evidence }: { evidence: Evidence }) {
  const cautions = evidence.notes.map((note) => ({ note, text: noteText(note, evidence) }));
  const exclusions = exclusionTexts(evidence);
  if (cautions.length + exclusions.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {cautions.map(({ note, text }) => (
        <Alert
          key={note}
          role="note"
          severity={note === 'small-sample' ? 'warning' : 'info'}
          sx={{ '@media print': { border: '1px solid #000', color: '#000' } }}
        >
          {text}
        </Alert>
      ))}
      {exclusions.map((text) => (
        <Alert
          key={text}
          role="note"
          severity="info"
          variant="outlined"
          sx={{ '@media print': { borderColor: '#000', color: '#000' } }}
        >
          {text}
        </Alert>
      ))}
    </Stack>
  );
}
