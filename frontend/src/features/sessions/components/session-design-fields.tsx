import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  type FormDesign,
  type SessionDesign,
  type SessionDesignFields,
  wibDate,
} from '@piba/shared';
import { OutlinedField } from '../../../components/outlined-field';
import { useSessionPackVersion } from '../api/sessions-api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The WIB date `days` after `now`, as YYYY-MM-DD. */
export const wibDateAfter = (days: number, now: Date = new Date()) =>
  wibDate(new Date(now.getTime() + days * DAY_MS));

const FORM_LABELS: Record<FormDesign, string> = {
  A: 'A saja (satu bentuk soal)',
  'A-B': 'A-B (pretest bentuk A, posttest bentuk B)',
  'AB-BA': 'AB-BA (separuh siswa A lalu B, separuh B lalu A)',
};

/** The design fields a new session is created with: only the designs chosen, none by default. */
export function designInput(design: SessionDesign): SessionDesignFields {
  const fields: SessionDesignFields = {};
  if (design.form_design !== 'A') fields.form_design = design.form_design;
  if (design.shuffle_options) fields.shuffle_options = true;
  if (design.delayed_test_from) fields.delayed_test_from = design.delayed_test_from;
  if (design.comparison) fields.comparison = true;
  return fields;
}

/** A session's designs in a few words for the sessions list; empty when it uses none. */
export function designLabel(session: SessionDesignFields): string {
  const parts: string[] = [];
  if (session.form_design && session.form_design !== 'A')
    parts.push(`Bentuk ${session.form_design}`);
  if (session.shuffle_options) parts.push('pilihan diacak');
  if (session.delayed_test_from) parts.push(`tes tunda ${session.delayed_test_from}`);
  if (session.comparison) parts.push('kelompok pembanding');
  return parts.join(' · ');
}

interface SessionDesignFieldsProps {
  design: SessionDesign;
  onChange: (design: SessionDesign) => void;
  /** The pack version the new session teaches; '' for the default pack's current one. */
  packVersion?: string;
}

/**
 * "Desain penelitian (opsional)": collapsed at first, every design off. The form designs apply
 * only when the new session's lesson pack version has a form B; the pack is read once opened.
 */
export function SessionDesignSection({
  design,
  onChange,
  packVersion = '',
}: SessionDesignFieldsProps) {
  const [open, setOpen] = useState(false);
  const pack = useSessionPackVersion({ version: packVersion, enabled: open });
  const hasFormB = Boolean(pack.data?.document.form_b?.length);
  const set = (change: Partial<SessionDesign>) => onChange({ ...design, ...change });
  // Another pack version chosen without a form B: a form design chosen before no longer applies.
  const formBMissing = pack.isSuccess && !hasFormB && design.form_design !== 'A';
  useEffect(() => {
    if (formBMissing) onChange({ ...design, form_design: 'A' });
  }, [formBMissing, design, onChange]);
  const suggestedFrom = wibDateAfter(14);
  const suggestedTo = wibDateAfter(28);

  return (
    <Box>
      <Button
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="session-design"
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ px: 0 }}
      >
        Desain penelitian (opsional)
      </Button>
      <Collapse in={open} unmountOnExit>
        <Stack id="session-design" spacing={1.5} sx={{ pt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={design.shuffle_options}
                onChange={(event) => set({ shuffle_options: event.target.checked })}
              />
            }
            label="Urutan pilihan diacak per siswa"
          />
          <FormControl disabled={!hasFormB}>
            <FormLabel id="form-design-label">Bentuk soal</FormLabel>
            <RadioGroup
              row
              aria-labelledby="form-design-label"
              value={hasFormB ? design.form_design : 'A'}
              onChange={(_, value) => set({ form_design: value as FormDesign })}
            >
              {(Object.keys(FORM_LABELS) as FormDesign[]).map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={FORM_LABELS[value]}
                />
              ))}
            </RadioGroup>
            <FormHelperText>
              {pack.isPending
                ? 'Memeriksa paket materi…'
                : hasFormB
                  ? 'Paket materi sesi ini memiliki bentuk soal B.'
                  : 'Paket materi sesi ini belum memiliki bentuk soal B, jadi hanya bentuk A.'}
            </FormHelperText>
          </FormControl>
          <OutlinedField
            label="Tes tunda mulai"
            type="date"
            value={design.delayed_test_from ?? ''}
            onChange={(event) => set({ delayed_test_from: event.target.value || null })}
            // Any day from the session's first (today): a delayed test may open the same day.
            inputProps={{ min: wibDateAfter(0) }}
            helperText={`Kosongkan bila tidak ada tes tunda. Disarankan 2–4 minggu setelah posttest, misalnya antara ${suggestedFrom} dan ${suggestedTo}.`}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={design.comparison}
                onChange={(event) => set({ comparison: event.target.checked })}
              />
            }
            label="Kelompok pembanding (tanpa materi sebelum posttest)"
          />
        </Stack>
      </Collapse>
    </Box>
  );
}
