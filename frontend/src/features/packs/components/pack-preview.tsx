import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PackDocument, PackQuestion, PackSlide } from '@piba/shared';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useDrawingUrl } from '../hooks/draft-drawings';
import { FRAMES, type FrameKind, PreviewFrame } from './preview-frame';
import { PreviewQuestion, PreviewSlide } from './preview-parts';
import type { PreviewTarget } from './topics-editor';

const SlidePreview = memo(function SlidePreview({
  slide,
  label,
}: {
  slide: PackSlide;
  label: string;
}) {
  const { url } = useDrawingUrl(slide.drawing.file);
  return (
    <PreviewSlide
      label={label}
      slide={{
        src: url,
        alt: slide.drawing.alt,
        heading: slide.heading,
        body: slide.body,
        more: slide.more,
      }}
    />
  );
});

const QuestionPreview = memo(function QuestionPreview({
  question,
  number,
}: {
  question: PackQuestion;
  number: number;
}) {
  return <PreviewQuestion key={question.name} question={question} number={number} />;
});

/** What the preview shows: the target if it still exists, else the first slide. */
function shown(document: PackDocument, target: PreviewTarget) {
  if (target?.kind === 'question') {
    const formB = target.list === 'form_b';
    const question = (formB ? document.form_b : document.questions)?.[target.index];
    if (question) return { kind: 'question' as const, question, number: target.index + 1, formB };
  }
  if (target?.kind === 'slide') {
    const topic = document.topics[target.topic];
    const slide = topic?.kind === 'deck' ? topic.slides[target.slide] : undefined;
    if (topic && slide) {
      return {
        kind: 'slide' as const,
        slide,
        label: `${topic.title || topic.id}: slide ${target.slide + 1}`,
      };
    }
  }
  for (const topic of document.topics) {
    if (topic.kind === 'deck' && topic.slides[0]) {
      return {
        kind: 'slide' as const,
        slide: topic.slides[0],
        label: `${topic.title || topic.id}: slide 1`,
      };
    }
  }
  return null;
}

/**
 * The slide or question last worked on, as a student sees it on a phone or on a lab's laptop.
 */
export function PackPreview({
  document,
  target,
}: {
  document: PackDocument;
  target: PreviewTarget;
}) {
  const [frame, setFrame] = useState<FrameKind>('phone');
  const content = shown(document, target);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={frame}
        onChange={(_, value: FrameKind | null) => value && setFrame(value)}
        aria-label="Ukuran layar pratinjau"
      >
        {(Object.keys(FRAMES) as FrameKind[]).map((kind) => (
          <ToggleButton key={kind} value={kind}>
            {FRAMES[kind].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="textSecondary">
        {content
          ? content.kind === 'question'
            ? `${content.formB ? 'Form B soal' : 'Soal'} ${content.number}, seperti di kuis.`
            : `${content.label}.`
          : 'Belum ada slide atau soal untuk dipratinjau.'}{' '}
        Pilih slide atau soal di editor untuk melihatnya di sini.
      </Typography>
      <Box>
        <PreviewFrame kind={frame}>
          <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
            {content && (
              // A preview that fails leaves the editor as it is; the next change tries again.
              <ErrorBoundary
                key={JSON.stringify(content)}
                label="Pack preview failed"
                fallback={
                  <Alert severity="warning" sx={{ m: 2 }}>
                    Pratinjau ini tidak dapat ditampilkan. Editor tetap dapat dipakai.
                  </Alert>
                }
              >
                {content.kind === 'question' ? (
                  <QuestionPreview question={content.question} number={content.number} />
                ) : (
                  <SlidePreview slide={content.slide} label={content.label} />
                )}
              </ErrorBoundary>
            )}
          </Box>
        </PreviewFrame>
      </Box>
    </Stack>
  );
}
