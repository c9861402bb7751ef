import { memo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  PACK_TOPIC_ICONS,
  type PackDocument,
  type PackSlide,
  type PackTopic,
  type PackTopicIcon,
} from '@piba/shared';
import { OutlinedSelect } from '../../../components/outlined-field';
import {
  EDITOR_LIMITS,
  emptySlide,
  emptyTopic,
  identityOrder,
  moved,
  type QuestionList,
  removed,
  replaced,
  setSlides,
  setTopic,
  withKind,
} from '../document-edits';
import { BlocksField } from './blocks-field';
import { DrawingField } from './drawing-field';
import { Field } from './field';
import { ItemControls } from './item-controls';
import { VideoSourceField } from './video-source-field';

export type Update = (change: (document: PackDocument) => PackDocument) => void;

/** What the preview shows: a slide, or a question, the one last worked on. */
export type PreviewTarget =
  | { kind: 'slide'; topic: number; slide: number }
  | { kind: 'question'; list: QuestionList; index: number }
  | null;

const ICON_NAMES: Record<PackTopicIcon, string> = {
  body: 'Tubuh',
  exercise: 'Olahraga',
  breathing: 'Pernapasan',
  food: 'Makanan',
  heart: 'Jantung',
  mind: 'Pikiran',
  book: 'Buku',
};

const BLOCKS_HELP =
  'Pisahkan paragraf dengan satu baris kosong. Baris yang diawali "- " menjadi daftar. **Dua bintang** menebalkan kata.';

function SlideEditor({
  packId,
  topicIndex,
  index,
  count,
  slide,
  onChange,
  onMove,
  onRemove,
  onFocus,
}: {
  packId: string;
  topicIndex: number;
  index: number;
  count: number;
  slide: PackSlide;
  onChange: (slide: PackSlide) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onFocus: (target: PreviewTarget) => void;
}) {
  const name = `slide ${index + 1}`;
  return (
    <Box
      component="section"
      aria-label={`Slide ${index + 1}`}
      onFocus={() => onFocus({ kind: 'slide', topic: topicIndex, slide: index })}
      sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2, py: 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, flex: 1 }}>
          Slide {index + 1}
        </Typography>
        <ItemControls
          name={name}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          removable={count > 1}
        />
      </Stack>
      <Stack spacing={2}>
        <Field
          label="Judul slide"
          value={slide.heading}
          onChange={(heading) => onChange({ ...slide, heading })}
        />
        <BlocksField
          label="Isi slide"
          blocks={slide.body}
          onChange={(body) => onChange({ ...slide, body })}
          helperText={BLOCKS_HELP}
        />
        <BlocksField
          label="Selengkapnya (boleh kosong)"
          blocks={slide.more}
          onChange={(more) => {
            const { more: _, ...rest } = slide;
            onChange(more.length > 0 ? { ...rest, more } : rest);
          }}
          helperText="Terbuka saat siswa menekan tombol Selengkapnya."
        />
        <DrawingField
          packId={packId}
          label={`Gambar slide ${index + 1}`}
          drawing={slide.drawing}
          onChange={(drawing) => onChange({ ...slide, drawing })}
        />
      </Stack>
    </Box>
  );
}

interface TopicEditorProps {
  packId: string;
  index: number;
  count: number;
  topic: PackTopic;
  update: Update;
  onFocus: (target: PreviewTarget) => void;
}

const TopicEditor = memo(function TopicEditor({
  packId,
  index,
  count,
  topic,
  update,
  onFocus,
}: TopicEditorProps) {
  const change = (next: PackTopic) => update((document) => setTopic(document, index, next));
  const summaryId = `topic-${index}-summary`;
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Typography sx={{ fontWeight: 600 }}>
          Topik {index + 1}: {topic.title || '(tanpa judul)'}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            · {topic.kind === 'deck' ? `${topic.slides.length} slide` : 'video'}
          </Box>
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <ItemControls
              name={`topik ${index + 1}`}
              index={index}
              count={count}
              removable={count > 1}
              onMove={(to) =>
                update((document) => ({ ...document, topics: moved(document.topics, index, to) }))
              }
              onRemove={() =>
                update((document) => ({ ...document, topics: removed(document.topics, index) }))
              }
            />
          </Stack>
          <Field
            label="Judul topik"
            value={topic.title}
            onChange={(title) => change({ ...topic, title })}
          />
          <Field
            label="Alamat topik"
            value={topic.id}
            monospace
            helperText={`Halaman siswa: /topics/${topic.id || '…'} (huruf kecil, angka dan tanda hubung).`}
            onChange={(id) =>
              change({ ...topic, id: id.toLowerCase().replace(/[^a-z0-9-]/g, '-') })
            }
          />
          <Field
            label="Keterangan di kartu beranda"
            value={topic.card.description}
            multiline
            onChange={(description) => change({ ...topic, card: { ...topic.card, description } })}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Field
              label="Tombol di kartu"
              value={topic.card.action}
              onChange={(action) => change({ ...topic, card: { ...topic.card, action } })}
            />
            <OutlinedSelect
              label="Ikon kartu"
              size="medium"
              value={topic.card.icon}
              onChange={(icon) =>
                change({ ...topic, card: { ...topic.card, icon: icon as PackTopicIcon } })
              }
              sx={{ minWidth: 160 }}
            >
              {PACK_TOPIC_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {ICON_NAMES[icon]}
                </option>
              ))}
            </OutlinedSelect>
            <OutlinedSelect
              label="Jenis materi"
              size="medium"
              value={topic.kind}
              onChange={(kind) => change(withKind(topic, kind as PackTopic['kind']))}
              sx={{ minWidth: 160 }}
            >
              <option value="deck">Slide</option>
              <option value="video">Video</option>
            </OutlinedSelect>
          </Stack>
          {topic.kind === 'video' ? (
            <>
              <VideoSourceField topic={topic} change={change} />
              <Field
                label="Judul pemutar video"
                value={topic.videoTitle}
                onChange={(videoTitle) => change({ ...topic, videoTitle })}
              />
              <Field
                label="Ringkasan video"
                value={topic.summary}
                multiline
                minRows={4}
                helperText="Tampil di bawah video. Fakta kunci soal yang diajarkan video ini harus ada di sini."
                onChange={(summary) => change({ ...topic, summary })}
              />
            </>
          ) : (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={topic.metronome ?? false}
                    onChange={(event) => {
                      const { metronome: _, ...rest } = topic;
                      change(event.target.checked ? { ...rest, metronome: true } : rest);
                    }}
                  />
                }
                label="Dengan metronom (gerakan mengikuti ketukan)"
              />
              {topic.slides.map((slide, slideIndex) => (
                <SlideEditor
                  key={slideIndex}
                  packId={packId}
                  topicIndex={index}
                  index={slideIndex}
                  count={topic.slides.length}
                  slide={slide}
                  onFocus={onFocus}
                  onChange={(next) =>
                    update((document) =>
                      setSlides(
                        document,
                        index,
                        replaced(topic.slides, slideIndex, next),
                        identityOrder(topic.slides.length),
                      ),
                    )
                  }
                  onMove={(to) =>
                    update((document) =>
                      setSlides(
                        document,
                        index,
                        moved(topic.slides, slideIndex, to),
                        moved(identityOrder(topic.slides.length), slideIndex, to),
                      ),
                    )
                  }
                  onRemove={() =>
                    update((document) =>
                      setSlides(
                        document,
                        index,
                        removed(topic.slides, slideIndex),
                        removed(identityOrder(topic.slides.length), slideIndex),
                      ),
                    )
                  }
                />
              ))}
              <Box>
                <Button
                  startIcon={<AddIcon />}
                  disabled={topic.slides.length >= EDITOR_LIMITS.slides}
                  onClick={() =>
                    update((document) =>
                      setSlides(
                        document,
                        index,
                        [...topic.slides, emptySlide()],
                        [...identityOrder(topic.slides.length), undefined],
                      ),
                    )
                  }
                >
                  Tambah slide
                </Button>
              </Box>
            </>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
});

/** The topics, in the order of the home page's cards: a deck of slides, or a video. */
export function TopicsEditor({
  packId,
  topics,
  update,
  onFocus,
}: {
  packId: string;
  topics: PackTopic[];
  update: Update;
  onFocus: (target: PreviewTarget) => void;
}) {
  return (
    <Stack spacing={1}>
      {topics.map((topic, index) => (
        <TopicEditor
          key={index}
          packId={packId}
          index={index}
          count={topics.length}
          topic={topic}
          update={update}
          onFocus={onFocus}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={topics.length >= EDITOR_LIMITS.topics}
          onClick={() =>
            update((document) => ({
              ...document,
              topics: [...document.topics, emptyTopic(document)],
            }))
          }
        >
          Tambah topik
        </Button>
      </Box>
    </Stack>
  );
}
