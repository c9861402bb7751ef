import { useParams } from 'wouter';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PackVersionBody } from '@piba/shared';
import Alert from '@mui/material/Alert';
import { CurrentStudent } from '../../features/identity';
import { lessonWaitsForPosttest, WAITING_LESSON_TEXT } from '../../features/join-session';
import { drawingUrl, LessonPackUnavailable, useLessonPack } from '../../features/lesson-pack';
import {
  Carousel,
  Metronome,
  type Slide,
  TopicActions,
  topicById,
  UNKNOWN_TOPIC_TITLE,
  VideoPlayer,
} from '../../features/topics';

/** A deck topic's slides with their drawings' addresses; none for another topic or none at all. */
function slidesOf(pack: PackVersionBody, id: string): Slide[] {
  const topic = topicById(pack.document, id);
  if (topic?.kind !== 'deck') return [];
  return topic.slides.map(({ drawing, ...text }) => ({
    ...text,
    src: drawingUrl(pack.version, drawing.file),
    alt: drawing.alt,
  }));
}

/** `/topics/:slide`: a topic of the tab's lesson, by its id; an unknown id, an empty carousel. */
export default function TopicRoute() {
  const slide = useParams().slide ?? '';
  const lesson = useLessonPack();
  const pack = lesson.status === 'ready' ? lesson.pack : null;
  const topic = pack ? topicById(pack.document, slide) : undefined;
  const title = topic?.title ?? UNKNOWN_TOPIC_TITLE;

  return (
    <Box component="main" sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        <CurrentStudent />
        <TopicActions />
      </Box>
      {lessonWaitsForPosttest() ? (
        <Box sx={{ p: 2 }}>
          <Alert severity="info">{WAITING_LESSON_TEXT}</Alert>
        </Box>
      ) : lesson.status === 'unavailable' ? (
        <Box sx={{ p: 2 }}>
          <LessonPackUnavailable offline={lesson.offline} retry={lesson.retry} />
        </Box>
      ) : lesson.status === 'loading' ? (
        <Box sx={{ flex: 1 }} aria-busy />
      ) : topic?.kind === 'video' ? (
        <Box sx={{ flex: 1, overflowY: 'auto', py: 2 }}>
          <VideoPlayer topic={topic} />
        </Box>
      ) : (
        <>
          {/* Senam RAS is movement to a steady beat, so its topic brings one. */}
          {topic?.kind === 'deck' && topic.metronome && <Metronome />}
          <Carousel key={slide} slides={slidesOf(lesson.pack, slide)} label={title} />
        </>
      )}
    </Box>
  );
}
