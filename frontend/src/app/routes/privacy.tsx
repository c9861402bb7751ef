import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AccessStatus, DEFAULT_RETENTION_MONTHS, DEFAULT_TRASH_DAYS } from '@piba/shared';
import { privacyContent, type PrivacyDurations, type PrivacySection } from '../../content/privacy';
import { SiteFooter } from '../../features/home';
import { apiRequest } from '../../lib/api-client';

const DEFAULT_DURATIONS: PrivacyDurations = {
  trashDays: DEFAULT_TRASH_DAYS,
  retentionMonths: DEFAULT_RETENTION_MONTHS,
};

/** A whole number of at least 1 from the server, or the default (an older server sends none). */
const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;

/**
 * The server's durations (TRASH_DAYS, RETENTION_MONTHS), as `GET /api/teacher/access` answers
 * them; the browser may keep that answer an hour, so the home page's banner has usually fetched
 * it already. The defaults show while it loads, offline, and when the server does not say.
 */
function usePrivacyDurations(): PrivacyDurations {
  const [durations, setDurations] = useState(DEFAULT_DURATIONS);
  useEffect(() => {
    let shown = true;
    void apiRequest<AccessStatus>('/teacher/access').then(
      (status) =>
        shown &&
        setDurations({
          trashDays: wholeOr(status?.trash_days, DEFAULT_TRASH_DAYS),
          retentionMonths: wholeOr(status?.retention_months, DEFAULT_RETENTION_MONTHS),
        }),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return durations;
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function NoticeSection({ section, id }: { section: PrivacySection; id: string }) {
  const { heading, paragraphs, list, closing, email } = section;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h2" gutterBottom>
        {heading}
      </Typography>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1 }}>
          {paragraph}
        </Typography>
      ))}
      {list && (
        <Box component="ul" sx={{ mt: 0, mb: 1, pl: 3, '& li': { mb: 0.5 } }}>
          {list.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {closing && <Typography sx={{ mb: 1 }}>{closing}</Typography>}
      {email && (
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <Box component="a" href={`mailto:${email}`} sx={{ color: 'primary.main' }}>
            {email}
          </Box>
        </Typography>
      )}
    </Box>
  );
}

/** `/privasi`: what PIBA stores about a student, who sees it, and for how long. */
export default function PrivacyRoute() {
  const sections = privacyContent.sections(usePrivacyDurations());
  useDocumentTitle(`${privacyContent.title} — PIBA`);
  return (
    <>
      {/* Lines of at most about 65 characters: easier to follow for a slow reader. */}
      <Container component="main" maxWidth="sm" sx={{ pt: { xs: 4, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {privacyContent.title}
        </Typography>
        <Typography sx={{ mb: 4 }}>{privacyContent.intro}</Typography>
        <Stack spacing={3}>
          {sections.map((section, index) => (
            <NoticeSection key={section.heading} section={section} id={`privasi-${index + 1}`} />
          ))}
        </Stack>
        <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 4 }}>
          Kembali ke Beranda
        </Button>
      </Container>
      <SiteFooter />
    </>
  );
}
