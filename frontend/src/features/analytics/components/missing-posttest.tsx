import Typography from '@mui/material/Typography';
import { formatWib, formatWibLong, type StudentWithoutPosttest } from '@piba/shared';
import { classLabel } from '../analytics-format';
import { EvidenceTable } from './evidence-table';
import { StudentName, usePrintOptions, useStudentHeader } from './print-options';

const HEADERS = ['Kelas', 'Pretest %', 'Waktu pretest (WIB)'];

/** Who still has to take the post-test: the teacher's to-do list before the gain is final. */
export function MissingPosttest({
  students,
  showSession = false,
}: {
  students: StudentWithoutPosttest[];
  showSession?: boolean;
}) {
  const student = useStudentHeader();
  // Paper writes a date as a report does; the screen keeps the form that sorts.
  const time = usePrintOptions().printing ? formatWibLong : formatWib;
  if (students.length === 0) {
    return (
      <Typography sx={{ mb: 2 }}>
        Semua siswa yang mengerjakan pretest sudah mengerjakan posttest.
      </Typography>
    );
  }
  return (
    <EvidenceTable part="table:missing" headers={[student, ...HEADERS]}>
      <tbody>
        {students.map((row, index) => (
          <tr key={index}>
            <th scope="row">
              <StudentName name={row.name} code={row.participant_code} />
            </th>
            <td>{classLabel(row.class_room, showSession ? row.session_code : null)}</td>
            <td>{row.pre}%</td>
            <td>{time(row.pretest_at)}</td>
          </tr>
        ))}
      </tbody>
    </EvidenceTable>
  );
}
