import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatP, type McNemarTest, type QuestionMeasures } from '@piba/shared';
import { DASH, difficultyLabel, formatCount, formatIndex } from '../analytics-format';
import { EvidenceTable } from './evidence-table';

const HEADERS = [
  'No',
  'Topik soal',
  'Gain topik g',
  'p pretest',
  'Tingkat kesukaran pretest',
  'D pretest',
  'r_pb pretest',
  'p posttest',
  'Tingkat kesukaran posttest',
  'D posttest',
  'r_pb posttest',
  'Salah→benar',
  'Benar→salah',
  'p (McNemar, Holm)',
];

/** The change's three cells: the two counts of students and Holm's p, or dashes without one. */
const changeCells = (test: McNemarTest | undefined) => [
  test ? formatCount(test.wrongToRight) : DASH,
  test ? formatCount(test.rightToWrong) : DASH,
  test?.pHolm == null ? DASH : formatP(test.pHolm),
];

/** The chart's figures as a table: for screen readers, for print, and for exact values. */
interface QuestionTableProps {
  questions: QuestionMeasures[];
  /** Whether it is on screen (it is always read by screen readers and printed). */
  shown: boolean;
}

export function QuestionTable({ questions, shown }: QuestionTableProps) {
  return (
    <EvidenceTable part="table:questions" scrolls={shown} headers={HEADERS}>
      <TableBody>
        {questions.map((question, index) => (
          <TableRow key={question.name}>
            <TableCell>{index + 1}</TableCell>
            <TableCell component="th" scope="row">
              {question.topic}
            </TableCell>
            <TableCell>{formatIndex(question.gain)}</TableCell>
            <TableCell>{formatIndex(question.pre.p)}</TableCell>
            <TableCell>{difficultyLabel(question.pre.band)}</TableCell>
            <TableCell>{formatIndex(question.pre.discrimination)}</TableCell>
            <TableCell>{formatIndex(question.pre.pointBiserial)}</TableCell>
            <TableCell>{formatIndex(question.post.p)}</TableCell>
            <TableCell>{difficultyLabel(question.post.band)}</TableCell>
            <TableCell>{formatIndex(question.post.discrimination)}</TableCell>
            <TableCell>{formatIndex(question.post.pointBiserial)}</TableCell>
            {changeCells(question.mcnemar).map((text, cell) => (
              <TableCell key={cell}>{text}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </EvidenceTable>
  );
}
