import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PackDocument, PackFaqItem } from '@piba/shared';
import { EDITOR_LIMITS, moved, removed, replaced } from '../document-edits';
import { DrawingField } from './drawing-field';
import { Field } from './field';
import { ItemControls } from './item-controls';
import type { Update } from './topics-editor';

/** The pack's title and what the home page says before the pre-test: subtitle, test, poster. */
export const HomeEditor = memo(function HomeEditor({
  packId,
  title,
  home,
  update,
}: {
  packId: string;
  title: string;
  home: PackDocument['home'];
  update: Update;
}) {
  const setHome = (change: Partial<PackDocument['home']>) =>
    update((current) => ({ ...current, home: { ...current.home, ...change } }));
  return (
    <Stack spacing={2}>
      <Field
        label="Judul paket"
        value={title}
        helperText="Nama paket di editor dan di daftar sesi."
        onChange={(title) => update((current) => ({ ...current, title }))}
      />
      <Field
        label="Subjudul beranda"
        value={home.subtitle}
        multiline
        onChange={(subtitle) => setHome({ subtitle })}
      />
      <Field
        label="Keterangan kuis di beranda"
        value={home.quizDescription}
        multiline
        onChange={(quizDescription) => setHome({ quizDescription })}
      />
      <DrawingField
        packId={packId}
        label="Gambar poster beranda"
        drawing={home.poster}
        onChange={(poster) => setHome({ poster })}
      />
    </Stack>
  );
});

/** The home page's questions and answers (FAQ). */
export const FaqEditor = memo(function FaqEditor({
  faq,
  update,
}: {
  faq: PackFaqItem[];
  update: Update;
}) {
  const setFaq = (change: (items: PackFaqItem[]) => PackFaqItem[]) =>
    update((current) => ({ ...current, faq: change(current.faq) }));
  return (
    <Stack spacing={2}>
      {faq.length === 0 && <Typography color="textSecondary">Belum ada tanya jawab.</Typography>}
      {faq.map((item, index) => (
        <Box
          key={index}
          component="section"
          aria-label={`Tanya jawab ${index + 1}`}
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography sx={{ flex: 1, fontWeight: 600 }}>Tanya jawab {index + 1}</Typography>
            <ItemControls
              name={`tanya jawab ${index + 1}`}
              index={index}
              count={faq.length}
              onMove={(to) => setFaq((items) => moved(items, index, to))}
              onRemove={() => setFaq((items) => removed(items, index))}
            />
          </Stack>
          <Stack spacing={2}>
            <Field
              label="Pertanyaan"
              value={item.question}
              onChange={(question) =>
                setFaq((items) => replaced(items, index, { ...item, question }))
              }
            />
            <Field
              label="Jawaban"
              value={item.answer}
              multiline
              onChange={(answer) => setFaq((items) => replaced(items, index, { ...item, answer }))}
            />
          </Stack>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={faq.length >= EDITOR_LIMITS.faq}
          onClick={() => setFaq((items) => [...items, { question: '', answer: '' }])}
        >
          Tambah tanya jawab
        </Button>
      </Box>
    </Stack>
  );
});
