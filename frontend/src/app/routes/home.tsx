import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homeContent } from '../../content/home';
import { FaqSection, PosterSection, QuizCard, SiteFooter, TopicCards } from '../../features/home';
import { CurrentStudent, IdentityDialog } from '../../features/identity';
import { JoinByCode, SessionBadge } from '../../features/join-session';
import { OutboxNotice } from '../../features/outbox';
import { isIdentityIncomplete, startPretestIfIncomplete } from '../../features/student';
import { OpenAccessBanner } from '../../features/teacher-access';
import { useStages } from '../../lib/use-stages';

export default function HomeRoute() {
  const [identityOpen, setIdentityOpen] = useState(isIdentityIncomplete);
  // What a phone shows first (the welcome and the topics) is drawn first; the sections below it,
  // then the name-and-class dialog, follow in commits of their own (useStages).
  const stage = useStages(2);
  // A new key after "Bukan kamu?" opens the dialog afresh, empty, for the next student.
  const [identityKey, setIdentityKey] = useState(0);
  const topicsHeading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();

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
            <Typography variant="h6" component="p" color="text.secondary">
              {homeContent.subtitle}
            </Typography>
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
            <TopicCards />
          </section>
          {stage >= 1 && (
            <>
              <QuizCard />
              <PosterSection />
              <FaqSection />
            </>
          )}
        </Stack>
      </Container>
      {stage >= 1 && <SiteFooter />}
      {stage >= 2 && (
        <IdentityDialog
          key={identityKey}
          open={identityOpen}
          onClose={() => setIdentityOpen(false)}
        />
      )}
    </>
  );
}
