import Box from '@mui/material/Box';
import type { ItemMeasures, QuestionMeasures } from '@piba/shared';
import { DASH, distractorFlagText, formatShare, optionLetter } from '../analytics-format';
import { EvidenceTable } from './evidence-table';
import { visuallyHidden } from '../../../lib/visually-hidden';

const HEADERS = ['No', 'Topik soal', 'Tes', 'A', 'B', 'C', 'Catatan'];

function TestRow({ test, item }: { test: string; item: ItemMeasures }) {
  const notes = item.options.flatMap((option) =>
    option.flags.map((flag) => distractorFlagText(flag, optionLetter(option.option))),
  );
  return (
    <>
      <td>{test}</td>
      {item.options.map((option) => (
        <td
          key={option.option}
          // Relative: the hidden word "kunci" then scrolls with the table instead of widening the page.
          className={option.flags.length > 0 ? 'option flagged' : 'option'}
        >
          {formatShare(option.share)}
          {option.correct && (
            <>
              {' ✓'}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                kunci
              </Box>
            </>
          )}
        </td>
      ))}
      <td className="notes">
        {notes.length === 0
          ? DASH
          : notes.map((note) => (
              <Box key={note} component="span" sx={{ display: 'block' }}>
                {note}
              </Box>
            ))}
      </td>
    </>
  );
}

/** Who chose A, B and C in each question, before and after, with the flags of its distractors. */
export function OptionTable({ questions }: { questions: QuestionMeasures[] }) {
  return (
    <EvidenceTable part="table:options" headers={HEADERS}>
      <tbody>
        {questions.flatMap((question, index) => [
          <tr key={`${question.name}-pre`}>
            <td rowSpan={2}>{index + 1}</td>
            <th scope="rowgroup" rowSpan={2}>
              {question.topic}
            </th>
            <TestRow test="Pretest" item={question.pre} />
          </tr>,
          <tr key={`${question.name}-post`}>
            <TestRow test="Posttest" item={question.post} />
          </tr>,
        ])}
      </tbody>
    </EvidenceTable>
  );
}
