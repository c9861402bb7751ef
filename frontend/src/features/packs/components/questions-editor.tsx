import { memo, useEffect, useRef } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { OptionValue, PackQuestion, PackTopic } from '@piba/shared';
import { OutlinedSelect } from '../../../components/outlined-field';
import {
  EDITOR_LIMITS,
  emptyQuestion,
  moved,
  OPTION_LETTERS,
  type QuestionList,
  removed,
  replaced,
  withQuestions,
} from '../document-edits';
import type { PackProblem } from '../instrument-check';
import { Field } from './field';
import { ItemControls } from './item-controls';
import { ProblemList, toneOf, WARNING_INK } from './problem-list';
import type { PreviewTarget, Update } from './topics-editor';

/** `topic::slide` for the taught-slide select; `topic::` for a video topic. */
const taughtValue = (taughtIn: PackQuestion['taughtIn']) =>
  taughtIn.topic ? `${taughtIn.topic}::${taughtIn.slide ?? ''}` : '';

function taughtOf(value: string): PackQuestion['taughtIn'] {
  const [topic = '', slide = ''] = value.split('::');
  return slide === '' ? { topic } : { topic, slide: Number(slide) };
}

function TaughtOptions({ topics }: { topics: PackTopic[] }) {
  return topics.flatMap((topic) => {
    const title = topic.title || topic.id;
    if (topic.kind === 'video') {
      return [
        <option key={topic.id} value={`${topic.id}::`}>
          {title} (video)
        </option>,
      ];
    }
    return topic.slides.map((slide, index) => (
      <option key={`${topic.id}-${index}`} value={`${topic.id}::${index}`}>
        {title} — slide {index + 1}
        {slide.heading ? `: ${slide.heading}` : ''}
      </option>
    ));
  });
}

/** The problems' counts as the question's heading shows them. */
function ProblemCounts({ problems }: { problems: PackProblem[] }) {
  const errors = problems.filter((problem) => toneOf(problem) === 'error').length;
  const warnings = problems.filter((problem) => toneOf(problem) === 'warning').length;
  return (
    <>
      {errors > 0 && (
        <Chip size="small" color="error" label={`${errors} kesalahan`} sx={{ ml: 1 }} />
      )}
      {warnings > 0 && (
        <Chip
          size="small"
          label={`${warnings} peringatan`}
          sx={{ ml: 1, bgcolor: WARNING_INK, color: 'common.white' }}
        />
      )}
    </>
  );
}

interface QuestionEditorProps {
  /** Form A (`questions`) or the parallel form B (`form_b`). */
  list: QuestionList;
  index: number;
  count: number;
  question: PackQuestion;
  topics: PackTopic[];
  problems: PackProblem[];
  focused: boolean;
  update: Update;
  onFocus: (target: PreviewTarget) => void;
}

export const questionElementId = (name: string) => `soal-${name}`;

/** Drawn again only when its props change; its problems are compared by content (each check makes new ones). */
const sameProps = (before: QuestionEditorProps, after: QuestionEditorProps) =>
  (Object.keys(after) as (keyof QuestionEditorProps)[]).every((key) =>
    key === 'problems'
      ? JSON.stringify(before.problems) === JSON.stringify(after.problems)
      : before[key] === after[key],
  );

const QuestionEditor = memo(function QuestionEditor({
  list,
  index,
  count,
  question,
  topics,
  problems,
  focused,
  update,
  onFocus,
}: QuestionEditorProps) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focused) return;
    summary.current?.scrollIntoView({ block: 'start' });
    summary.current?.focus();
  }, [focused]);

  const change = (next: PackQuestion) =>
    update((document) =>
      withQuestions(document, list, (questions) => replaced(questions, index, next)),
    );
  const label = `${list === 'form_b' ? 'Form B soal' : 'Soal'} ${index + 1}`;
  const review = (rule: string, reason: string | null) => {
    const { [rule]: _, ...others } = question.reviewed ?? {};
    const reviewed = reason === null ? others : { ...others, [rule]: reason };
    const { reviewed: __, ...rest } = question;
    change(Object.keys(reviewed).length > 0 ? { ...rest, reviewed } : rest);
  };
  const keyLabelId = `${question.name}-key-label`;

  return (
    <Accordion
      id={questionElementId(question.name)}
      disableGutters
      defaultExpanded={focused}
      slotProps={{ transition: { unmountOnExit: true } }}
      onFocus={() => onFocus({ kind: 'question', list, index })}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} ref={summary}>
        <Typography component="div" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {label}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            · {question.question ? question.question.slice(0, 80) : '(belum ada pertanyaan)'}
          </Box>
          <ProblemCounts problems={problems} />
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
              Nama tetap: <code>{question.name}</code> (disimpan bersama setiap jawaban)
            </Typography>
            <ItemControls
              name={label.toLowerCase()}
              index={index}
              count={count}
              onMove={(to) =>
                update((document) =>
                  withQuestions(document, list, (questions) => moved(questions, index, to)),
                )
              }
              onRemove={() =>
                update((document) =>
                  withQuestions(document, list, (questions) => removed(questions, index)),
                )
              }
            />
          </Stack>
          <ProblemList problems={problems} reviewed={question.reviewed} onReview={review} />
          <Field
            label="Pertanyaan"
            value={question.question}
            multiline
            onChange={(text) => change({ ...question, question: text })}
          />
          {question.options.map((option, optionIndex) => (
            <Field
              key={option.value}
              label={`Pilihan ${OPTION_LETTERS[optionIndex]}`}
              value={option.text}
              onChange={(text) =>
                change({
                  ...question,
                  options: replaced(question.options, optionIndex, { ...option, text }),
                })
              }
            />
          ))}
          <FormControl component="fieldset">
            <FormLabel id={keyLabelId} component="legend">
              Kunci jawaban
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={keyLabelId}
              name={`${question.name}-key`}
              value={String(question.correctAnswer)}
              onChange={(_, value) =>
                change({ ...question, correctAnswer: Number(value) as OptionValue })
              }
            >
              {question.options.map((option, optionIndex) => (
                <FormControlLabel
                  key={option.value}
                  value={String(option.value)}
                  control={<Radio />}
                  label={OPTION_LETTERS[optionIndex]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Field
            label="Pembahasan"
            value={question.explanation}
            multiline
            helperText="Tampil di pembahasan setelah posttest: mengapa kuncinya benar."
            onChange={(explanation) => change({ ...question, explanation })}
          />
          <Field
            label="Label topik"
            value={question.topic}
            helperText="Nama topik di analisis, misalnya Pernapasan."
            onChange={(topic) => change({ ...question, topic })}
          />
          <OutlinedSelect
            label="Diajarkan di"
            size="medium"
            value={taughtValue(question.taughtIn)}
            onChange={(value) => change({ ...question, taughtIn: taughtOf(value) })}
          >
            <option value="">(pilih slide atau video)</option>
            <TaughtOptions topics={topics} />
          </OutlinedSelect>
          <Field
            label="Fakta kunci"
            value={question.keyFact}
            helperText="Kalimat pendek yang harus ada di slide (atau ringkasan video) tempat soal ini diajarkan."
            onChange={(keyFact) => change({ ...question, keyFact })}
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}, sameProps);

/** The test's questions ("soal"), in the order a student answers them. */
export function QuestionsEditor({
  list = 'questions',
  questions,
  topics,
  problemsOf,
  focusedName,
  update,
  onFocus,
}: {
  list?: QuestionList;
  questions: PackQuestion[];
  topics: PackTopic[];
  problemsOf: (name: string) => PackProblem[];
  focusedName: string | null;
  update: Update;
  onFocus: (target: PreviewTarget) => void;
}) {
  return (
    <Stack spacing={1}>
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.name}
          list={list}
          index={index}
          count={questions.length}
          question={question}
          topics={topics}
          problems={problemsOf(question.name)}
          focused={question.name === focusedName}
          update={update}
          onFocus={onFocus}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={questions.length >= EDITOR_LIMITS.questions}
          onClick={() =>
            update((document) =>
              withQuestions(document, list, (questions) => [
                ...questions,
                emptyQuestion(document, list),
              ]),
            )
          }
        >
          {list === 'form_b' ? 'Tambah soal form B' : 'Tambah soal'}
        </Button>
      </Box>
    </Stack>
  );
}
