import { useEffect, useRef, useState } from 'react';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FaqSection,
  PosterSection,
  QuizCard,
  SiteFooterWhenNear,
  TopicCards,
} from '../../features/home';
import { CurrentStudent, IdentityDialog } from '../../features/identity';
import Alert from '@mui/material/Alert';
import {
  JoinByCode,
  lessonWaitsForPosttest,
  OPENED_LESSON_TEXT,
  readSessionDesign,
  SessionBadge,
  WAITING_LESSON_TEXT,
} from '../../features/join-session';
import { drawingUrl, LessonPackUnavailable, useLessonPack } from '../../features/lesson-pack';
import { OutboxNotice } from '../../features/outbox';
import { isIdentityIncomplete, startPretestIfIncomplete } from '../../features/student';
import { OpenAccessBanner } from '../../features/teacher-access';
import { useHash } from '../../lib/navigation';
import { Later, useStages } from '../../lib/use-stages';

export default function HomeRoute() {
  const [identityOpen, setIdentityOpen] = useState(isIdentityIncomplete);
  // What a phone shows first (the welcome and the topics) is drawn first; the sections below it,
  // then the name-and-class dialog, follow in commits of their own (useStages).
  const stages = useStages();
  // A new key after "Bukan kamu?" opens the dialog afresh, empty, for the next student.
  const [identityKey, setIdentityKey] = useState(0);
  const topicsHeading = useRef<HTMLHeadingElement>(null);
  const hash = useHash();
  // The page is drawn once the lesson's pack is in or out of reach (router.tsx); it waits here
  // only when the tab's session changes its version, with the room the sections take kept.
  const lesson = useLessonPack();
  const pack = lesson.status === 'ready' ? lesson.pack : null;

  useEffect(() => {
    startPretestIfIncomplete();
  }, []);

  // `/#materi`, from the score dialog after the pre-test: the materials to study next.
  useEffect(() => {
    if (hash !== '#materi') return;
    topicsHeading.current?.scrollIntoView?.({ block: 'start' });
    topicsHeading.current?.focus({ preventScroll: true });
  }, [hash]);

  const nextStudent = () => {
    setIdentityKey((key) => key + 1);
    setIdentityOpen(true);
  };

  return (
    <>
      <Container component="main" maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          <header>
            <Typography variant="h1" gutterBottom>
              Selamat datang di PIBA!
            </Typography>
            {pack ? (
              <Typography variant="h6" component="p" color="textSecondary">
                {pack.document.home.subtitle}
              </Typography>
            ) : (
              <Box sx={{ minHeight: 64 }} aria-busy={lesson.status === 'loading'} />
            )}
            <SessionBadge />
            <JoinByCode />
            <CurrentStudent onChanged={nextStudent} />
            <OutboxNotice />
            <OpenAccessBanner />
          </header>
          <section id="materi" aria-labelledby="topics-title">
            <Typography
              id="topics-title"
              ref={topicsHeading}
              tabIndex={-1}
              variant="h2"
              gutterBottom
              sx={{ scrollMarginTop: 16, '&:focus': { outline: 'none' } }}
            >
              Materi Belajar
            </Typography>
            {lessonWaitsForPosttest() ? (
              <Alert severity="info">{WAITING_LESSON_TEXT}</Alert>
            ) : pack ? (
              <>
                {readSessionDesign().comparison && (
                  <Alert severity="success" sx={{ mb: 2 }}>
                    {OPENED_LESSON_TEXT}
                  </Alert>
                )}
                <TopicCards topics={pack.document.topics} />
              </>
            ) : lesson.status === 'unavailable' ? (
              <LessonPackUnavailable offline={lesson.offline} retry={lesson.retry} />
            ) : (
              <Box sx={{ minHeight: 240 }} aria-busy />
            )}
          </section>
          {pack && (
            <Later stages={stages} at={1}>
              <QuizCard description={pack.document.home.quizDescription} />
              <PosterSection
                src={drawingUrl(pack.version, pack.document.home.poster.file)}
                alt={pack.document.home.poster.alt}
              />
              <FaqSection items={pack.document.faq} />
            </Later>
          )}
        </Stack>
      </Container>
      <Later stages={stages} at={1}>
        <SiteFooterWhenNear />
      </Later>
      <Later stages={stages} at={2}>
        <IdentityDialog
          key={identityKey}
          open={identityOpen}
          onClose={() => setIdentityOpen(false)}
        />
      </Later>
    </>
  );
}
