import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { QuizForm } from '../../features/quiz';
import { testTypeOf } from '@piba/shared';
import { readIsPretest } from '../../lib/tab-storage';

export default function QuestionsRoute() {
  // Read once: saving flips isPretest, but this page keeps the heading it was opened with.
  const [{ is_pretest }] = useState(() => testTypeOf(readIsPretest()));

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Kembali
      </Button>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {`${is_pretest ? 'Pretest' : 'Post Test'} - Jawab pertanyaan dengan seksama`}
      </Typography>
      <QuizForm />
    </Container>
  );
}
