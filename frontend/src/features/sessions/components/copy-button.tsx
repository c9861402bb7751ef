import { useState } from 'react';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/** Copies `text`; says so, or says to copy by hand where the clipboard is not allowed. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard?.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    ) ?? setState('failed');
  return (
    <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
      <span aria-live="polite">
        {state === 'copied' ? 'Tersalin' : state === 'failed' ? 'Salin manual' : label}
      </span>
    </Button>
  );
}
