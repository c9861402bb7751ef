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
      <tbody>
        {questions.map((question, index) => (
          <tr key={question.name}>
            <td>{index + 1}</td>
            <th scope="row">{question.topic}</th>
            <td>{formatIndex(question.gain)}</td>
            <td>{formatIndex(question.pre.p)}</td>
            <td>{difficultyLabel(question.pre.band)}</td>
            <td>{formatIndex(question.pre.discrimination)}</td>
            <td>{formatIndex(question.pre.pointBiserial)}</td>
            <td>{formatIndex(question.post.p)}</td>
            <td>{difficultyLabel(question.post.band)}</td>
            <td>{formatIndex(question.post.discrimination)}</td>
            <td>{formatIndex(question.post.pointBiserial)}</td>
            {changeCells(question.mcnemar).map((text, cell) => (
              <td key={cell}>{text}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </EvidenceTable>
  );
}
