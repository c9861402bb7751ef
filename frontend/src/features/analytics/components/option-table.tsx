import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
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
      <TableCell>{test}</TableCell>
      {item.options.map((option) => (
        <TableCell
          key={option.option}
          // Relative: the hidden word "kunci" then scrolls with the table instead of widening the page.
          sx={{
            position: 'relative',
            ...(option.flags.length > 0 && { color: 'error.main', fontWeight: 700 }),
          }}
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
        </TableCell>
      ))}
      <TableCell sx={{ whiteSpace: 'normal !important', minWidth: 160 }}>
        {notes.length === 0
          ? DASH
          : notes.map((note) => (
              <Box key={note} component="span" sx={{ display: 'block' }}>
                {note}
              </Box>
            ))}
      </TableCell>
    </>
  );
}

/** Who chose A, B and C in each question, before and after, with the flags of its distractors. */
export function OptionTable({ questions }: { questions: QuestionMeasures[] }) {
  return (
    <EvidenceTable part="table:options" headers={HEADERS}>
      <TableBody>
        {questions.flatMap((question, index) => [
          <TableRow key={`${question.name}-pre`}>
            <TableCell rowSpan={2}>{index + 1}</TableCell>
            <TableCell component="th" scope="rowgroup" rowSpan={2}>
              {question.topic}
            </TableCell>
            <TestRow test="Pretest" item={question.pre} />
          </TableRow>,
          <TableRow key={`${question.name}-post`}>
            <TestRow test="Posttest" item={question.post} />
          </TableRow>,
        ])}
      </TableBody>
    </EvidenceTable>
  );
}
