import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  PACK_LIMITS,
  type PackAttitudeItem,
  type PackDocument,
  validatePackDocument,
} from '@piba/shared';
import { emptyAttitudeItem, formBFromA, moved, removed, replaced } from '../document-edits';
import { shapeErrorText } from '../field-labels';
import type { PackProblem } from '../instrument-check';
import { Field } from './field';
import { ItemControls } from './item-controls';
import { QuestionsEditor } from './questions-editor';
import type { PreviewTarget, Update } from './topics-editor';

/**
 * What publishing would refuse in one part of the document (`form_b` or `attitude_scale`), as
 * the shared validation says it: a draft may be half-written, a version may not.
 */
function usePublishErrors(document: PackDocument, part: 'form_b' | 'attitude_scale') {
  return useMemo(() => {
    const result = validatePackDocument(document);
    if (result.ok) return [];
    return result.errors.filter(
      (error) => error.field === part || error.field.startsWith(`${part}[`),
    );
  }, [document, part]);
}

function PublishErrors({
  document,
  part,
}: {
  document: PackDocument;
  part: 'form_b' | 'attitude_scale';
}) {
  const errors = usePublishErrors(document, part);
  if (errors.length === 0) return null;
  return (
    <Alert severity="warning">
      <Typography sx={{ fontWeight: 600 }}>Belum dapat diterbitkan:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.slice(0, 8).map((error, index) => (
          <li key={`${error.field}-${index}`}>{shapeErrorText(error)}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * The parallel form B of the test: as many questions as form A, each at its place on the same
 * topic and taught slide, with names of its own. Started as a copy of form A to rewrite.
 */
export function FormBEditor({
  document,
  problemsOf,
  update,
  onFocus,
}: {
  document: PackDocument;
  problemsOf: (name: string) => PackProblem[];
  update: Update;
  onFocus: (target: PreviewTarget) => void;
}) {
  const formB = document.form_b;
  if (!formB) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          Paket ini punya satu bentuk tes. Form B adalah tes paralel: soal yang berbeda dengan
          jumlah, urutan, topik, dan slide yang sama dengan form A, untuk desain yang memberi siswa
          bentuk tes lain pada pretest dan posttest.
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => update(formBFromA)}>
          Buat form B dari salinan form A
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        Tulis ulang tiap soal form B agar menguji fakta yang sama dengan soal form A di urutan yang
        sama, dengan kalimat dan pilihan lain. Topik dan “Diajarkan di” harus sama dengan form A.
      </Typography>
      <PublishErrors document={document} part="form_b" />
      <QuestionsEditor
        list="form_b"
        questions={formB}
        topics={document.topics}
        problemsOf={problemsOf}
        focusedName={null}
        update={update}
        onFocus={onFocus}
      />
      <Box>
        <Button
          color="error"
          onClick={() =>
            update((current) => {
              const { form_b: _, ...rest } = current;
              return rest;
            })
          }
        >
          Hapus form B
        </Button>
      </Box>
    </Stack>
  );
}

/** The attitude scale: statements a student rates from 1 to 5 with both tests. */
export function AttitudeScaleEditor({
  document,
  update,
}: {
  document: PackDocument;
  update: Update;
}) {
  const scale = document.attitude_scale;
  if (!scale) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          Paket ini tidak punya skala sikap. Skala sikap berisi {PACK_LIMITS.attitudeItems.min}–
          {PACK_LIMITS.attitudeItems.max} pernyataan yang dinilai siswa dari 1 (sangat tidak setuju)
          sampai 5 (sangat setuju) setelah soal pretest dan posttest.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() =>
            update((current) => {
              const first = emptyAttitudeItem(current);
              const second = emptyAttitudeItem({ ...current, attitude_scale: [first] });
              return { ...current, attitude_scale: [first, second] };
            })
          }
        >
          Tambah skala sikap
        </Button>
      </Stack>
    );
  }
  const change = (edit: (items: PackAttitudeItem[]) => PackAttitudeItem[]) =>
    update((current) => ({ ...current, attitude_scale: edit(current.attitude_scale ?? []) }));
  return (
    <Stack spacing={2}>
      <PublishErrors document={document} part="attitude_scale" />
      {scale.map((item, index) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: 1 }}>
                Pernyataan {index + 1}{' '}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  · nama tetap <code>{item.id}</code>
                </Box>
              </Typography>
              <ItemControls
                name={`pernyataan ${index + 1}`}
                index={index}
                count={scale.length}
                onMove={(to) => change((items) => moved(items, index, to))}
                onRemove={() => change((items) => removed(items, index))}
              />
            </Stack>
            <Field
              label={`Teks pernyataan ${index + 1}`}
              value={item.text}
              multiline
              onChange={(text) => change((items) => replaced(items, index, { ...item, text }))}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={!item.positive}
                  onChange={(event) =>
                    change((items) =>
                      replaced(items, index, { ...item, positive: !event.target.checked }),
                    )
                  }
                />
              }
              label="Pernyataan negatif (menentang sikap; nilainya dibalik, 6 − x)"
            />
          </Stack>
        </Paper>
      ))}
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<AddIcon />}
          disabled={scale.length >= PACK_LIMITS.attitudeItems.max}
          onClick={() =>
            update((current) => ({
              ...current,
              attitude_scale: [...(current.attitude_scale ?? []), emptyAttitudeItem(current)],
            }))
          }
        >
          Tambah pernyataan
        </Button>
        <Button
          color="error"
          onClick={() =>
            update((current) => {
              const { attitude_scale: _, ...rest } = current;
              return rest;
            })
          }
        >
          Hapus skala sikap
        </Button>
      </Stack>
    </Stack>
  );
}
