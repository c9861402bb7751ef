import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { OptionValue, PackBlock, PackQuestion } from '@piba/shared';
import { OPTION_LETTERS } from '../document-edits';

export interface PreviewSlideData {
  src: string;
  alt: string;
  heading: string;
  body: PackBlock[];
  more?: PackBlock[];
}

function Blocks({ blocks }: { blocks: PackBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <Typography key={index} sx={{ mt: 1.25, fontSize: 'inherit' }}>
        {block}
      </Typography>
    ) : (
      <Box key={index} component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
        {block.map((item, itemIndex) => (
          <Typography key={itemIndex} component="li" sx={{ fontSize: 'inherit' }}>
            {item}
          </Typography>
        ))}
      </Box>
    ),
  );
}

/** A slide as the student's page lays it out. */
export function PreviewSlide({ slide, label }: { slide: PreviewSlideData; label: string }) {
  return (
    <Box component="section" aria-label={label}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          gap: { xs: 2, md: 4 },
          fontSize: { xs: '1rem', md: '1.125rem' },
        }}
      >
        {slide.src ? (
          <Box
            component="img"
            src={slide.src}
            alt={slide.alt}
            sx={{ width: '100%', height: { xs: '34vh', md: 400 }, objectFit: 'contain' }}
          />
        ) : (
          <Box sx={{ height: { xs: '34vh', md: 400 }, bgcolor: 'grey.100' }} />
        )}
        <Box>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }}>
            {slide.heading}
          </Typography>
          <Blocks blocks={slide.body} />
          {slide.more && <Blocks blocks={slide.more} />}
        </Box>
      </Box>
    </Box>
  );
}

/** A question as the quiz shows it; choosing an option only marks it here. */
export function PreviewQuestion({ question, number }: { question: PackQuestion; number: number }) {
  const [value, setValue] = useState<OptionValue | undefined>(undefined);
  const labelId = `preview-${question.name}-label`;
  return (
    <Box
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <FormControl component="fieldset">
        <FormLabel
          id={labelId}
          component="legend"
          sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}
        >
          {number}. {question.question}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name={`preview-${question.name}`}
          value={value ?? ''}
          onChange={(_, selected) => setValue(Number(selected) as OptionValue)}
        >
          {question.options.map((option, index) => (
            <FormControlLabel
              key={option.value}
              value={String(option.value)}
              control={<Radio />}
              label={`${OPTION_LETTERS[index]}. ${option.text}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
