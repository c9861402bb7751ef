import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formAnswerKeyVersions, formFor, type PackVersionBody } from '@piba/shared';
import { CurrentStudent } from '../../features/identity';
import { readDelayedTest, readSessionDesign, useArrival } from '../../features/join-session';
import { LessonPackUnavailable, useLessonPack } from '../../features/lesson-pack';
import { type QuizDesign, QuizForm } from '../../features/quiz';
import { nextTestType, participantId } from '../../features/student';

/** The session's form design as the pack version can give it: form A alone without a form B. */
const formDesignOf = (pack: PackVersionBody) =>
  pack.document.form_b?.length ? readSessionDesign().form_design : 'A';

/**
 * The test this student answers in the joined session: form A's questions and key, or form B's
 * when the session's form design gives this student form B now; with the designs the session
 * uses (shuffled options, the attitude scale, the delayed test). No designs: form A as written.
 * The delayed test asks the post-test's form. `arrival` is the student's place in an AB-BA
 * session's arrival order (useArrival).
 */
function testOf(pack: PackVersionBody, isPretest: boolean, isDelayed: boolean, arrival: number) {
  const design = readSessionDesign();
  const { document } = pack;
  const formDesign = formDesignOf(pack);
  const form = formDesign === 'A' ? 'A' : formFor(formDesign, arrival, isPretest);
  const quizDesign: QuizDesign = {
    ...(design.shuffle_options ? { shuffleSeed: participantId() } : {}),
    ...(formDesign !== 'A' ? { testForm: form } : {}),
    ...(document.attitude_scale?.length ? { attitudeScale: document.attitude_scale } : {}),
    ...(isDelayed ? { isDelayed: true } : {}),
  };
  return form === 'B' && document.form_b
    ? {
        questions: document.form_b,
        answerKeyVersion: formAnswerKeyVersions(document).B!,
        design: quizDesign,
      }
    : {
        questions: document.questions,
        answerKeyVersion: pack.answer_key_version,
        design: quizDesign,
      };
}

export default function QuestionsRoute() {
  // Read once: saving flips isPretest, but this page keeps the heading it was opened with.
  const [{ is_pretest }] = useState(nextTestType);
  const [isDelayed] = useState(readDelayedTest);
  const lesson = useLessonPack();
  // An AB-BA session's form waits (a few seconds at most) for the student's place in its order.
  const arrival = useArrival(lesson.status === 'ready' && formDesignOf(lesson.pack) === 'AB-BA');
  const test =
    lesson.status === 'ready' && arrival !== null
      ? testOf(lesson.pack, is_pretest, isDelayed, arrival)
      : null;

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
        {`${is_pretest ? 'Pretest' : isDelayed ? 'Tes Tunda' : 'Post Test'} - Jawab pertanyaan dengan seksama`}
      </Typography>
      {test ? (
        <QuizForm
          questions={test.questions}
          answerKeyVersion={test.answerKeyVersion}
          design={test.design}
        />
      ) : lesson.status === 'unavailable' ? (
        <LessonPackUnavailable offline={lesson.offline} retry={lesson.retry} />
      ) : (
        <Box sx={{ minHeight: '60vh' }} aria-busy />
      )}
    </Container>
  );
}
