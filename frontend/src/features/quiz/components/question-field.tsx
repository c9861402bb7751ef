import type { Ref } from 'react';
import Box from '@mui/material/Box';
import type { OptionValue, QuizQuestion } from '@piba/shared';
import { beingReadSx, ReadAloudButton } from '../../../components/read-aloud-button';
import { useReadAloud } from '../../../lib/speech-hooks';
import { ChoiceField } from './choice-field';

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
  const readAloud = useReadAloud(questionSpeech(question, number));
  return (
    <ChoiceField
      name={question.name}
      legend={
        <>
          {number}. {question.question}
        </>
      }
      legendSx={readAloud.block === 0 && beingReadSx}
      choices={question.options.map((option, index) => ({
        value: option.value,
        label: optionLabel(question, option.value),
        beingRead: readAloud.block === index + 1,
      }))}
      value={value}
      onChange={(selected) => onChange(selected as OptionValue)}
      showError={showError}
      errorText="Pertanyaan ini wajib dijawab."
      ref={ref}
    >
      <Box sx={{ mt: 1 }}>
        <ReadAloudButton readAloud={readAloud} subject={`soal ${number}`} />
      </Box>
    </ChoiceField>
  );
}
