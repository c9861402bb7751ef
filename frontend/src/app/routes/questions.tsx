import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CurrentStudent } from '../../features/identity';
import { LessonPackUnavailable, useLessonPack } from '../../features/lesson-pack';
import { QuizForm } from '../../features/quiz';
import { nextTestType } from '../../features/student';

export default function QuestionsRoute() {
  // Read once: saving flips isPretest, but this page keeps the heading it was opened with.
  const [{ is_pretest }] = useState(nextTestType);
  const lesson = useLessonPack();

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2,
        }}
      >
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
          Kembali
        </Button>
        <CurrentStudent />
      </Box>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {`${is_pretest ? 'Pretest' : 'Post Test'} - Jawab pertanyaan dengan seksama`}
      </Typography>
      {lesson.status === 'ready' ? (
        <QuizForm
          questions={lesson.pack.document.questions}
          answerKeyVersion={lesson.pack.answer_key_version}
        />
      ) : lesson.status === 'unavailable' ? (
        <LessonPackUnavailable offline={lesson.offline} retry={lesson.retry} />
      ) : (
        <Box sx={{ minHeight: '60vh' }} aria-busy />
      )}
    </Container>
  );
}
