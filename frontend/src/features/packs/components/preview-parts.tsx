import { useState } from 'react';
import Box from '@mui/material/Box';
import type { OptionValue, PackBlock, PackQuestion } from '@piba/shared';
import { QuestionField } from '../../quiz';
import { SlideView } from '../../topics';

/** A slide as the preview gets it: the drawing's object URL, or none yet. */
export interface PreviewSlideData {
  src: string | undefined;
  alt: string;
  heading: string;
  body: PackBlock[];
  more?: PackBlock[];
}

/** A blank image while the drawing loads or before one is chosen (an empty src is no address). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** A slide as the topic's page draws it: the student app's own slide, filling the screen. */
export function PreviewSlide({ slide, label }: { slide: PreviewSlideData; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        overflowY: { xs: 'auto', md: 'hidden' },
        px: { xs: 2, md: 4 },
        py: { xs: 2, md: 1.5 },
      }}
    >
      <SlideView slide={{ ...slide, src: slide.src ?? BLANK }} />
    </Box>
  );
}

/** A question as the quiz draws it (the quiz's own field); choosing an option only marks it. */
export function PreviewQuestion({ question, number }: { question: PackQuestion; number: number }) {
  const [value, setValue] = useState<OptionValue | undefined>(undefined);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto' }}>
      <QuestionField
        question={question}
        number={number}
        value={value}
        showError={false}
        onChange={setValue}
      />
    </Box>
  );
}
