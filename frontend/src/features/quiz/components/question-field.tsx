import type { Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { OptionValue, QuizQuestion } from '@piba/shared';
import { beingReadSx, ReadAloudButton } from '../../../components/read-aloud-button';
import { useReadAloud } from '../../../lib/speech-hooks';

interface QuestionFieldProps {
  question: QuizQuestion;
  number: number;
  value: OptionValue | undefined;
  showError: boolean;
  onChange: (value: OptionValue) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

const letters = ['A', 'B', 'C', 'D', 'E'];

/** What "Dengarkan" reads: the question, then each option as "Pilihan A: …". */
export function questionSpeech(question: QuizQuestion, number: number): string[] {
  return [
    `Soal ${number}. ${question.question}`,
    ...question.options.map((option, index) => `Pilihan ${letters[index]}: ${option.text}`),
  ];
}

/** `B. Paru-paru`: an option as the quiz shows it, by its value. */
export function optionLabel(question: QuizQuestion, value: OptionValue): string {
  const index = question.options.findIndex((option) => option.value === value);
  return `${letters[index]}. ${question.options[index].text}`;
}

export function QuestionField({
  question,
  number,
  value,
  showError,
  onChange,
  ref,
}: QuestionFieldProps) {
  const labelId = `${question.name}-label`;
  const helperId = `${question.name}-helper`;
  const readAloud = useReadAloud(questionSpeech(question, number));
  return (
    // The card is a wrapper: styled directly, a fieldset draws its legend across its top edge.
    <Box
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: showError ? 'error.main' : 'divider',
        borderRadius: 2,
        p: { xs: 2, md: 3 },
      }}
    >
      <FormControl component="fieldset" required error={showError} ref={ref}>
        <FormLabel
          id={labelId}
          component="legend"
          sx={{
            color: 'text.primary',
            fontWeight: 600,
            mb: 1,
            ...(readAloud.block === 0 && beingReadSx),
          }}
        >
          {number}. {question.question}
        </FormLabel>
        <RadioGroup
          name={question.name}
          aria-labelledby={labelId}
          aria-describedby={showError ? helperId : undefined}
          value={value ?? ''}
          onChange={(_, selected) => onChange(Number(selected) as OptionValue)}
        >
          {question.options.map((option, index) => (
            <FormControlLabel
              key={option.value}
              value={String(option.value)}
              control={<Radio slotProps={{ input: { required: true } }} sx={{ py: 0.25 }} />}
              label={optionLabel(question, option.value)}
              // Long options wrap; the radio stays beside their first line.
              sx={{
                alignItems: 'flex-start',
                mr: 0,
                mb: 1,
                ...(readAloud.block === index + 1 && beingReadSx),
              }}
            />
          ))}
        </RadioGroup>
        {showError && <FormHelperText id={helperId}>Pertanyaan ini wajib dijawab.</FormHelperText>}
      </FormControl>
      <Box sx={{ mt: 1 }}>
        <ReadAloudButton readAloud={readAloud} subject={`soal ${number}`} />
      </Box>
    </Box>
  );
}
