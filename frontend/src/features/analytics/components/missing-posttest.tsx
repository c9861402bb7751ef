import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
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
      <TableBody>
        {students.map((row, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row">
              <StudentName name={row.name} code={row.participant_code} />
            </TableCell>
            <TableCell>
              {classLabel(row.class_room, showSession ? row.session_code : null)}
            </TableCell>
            <TableCell>{row.pre}%</TableCell>
            <TableCell>{time(row.pretest_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </EvidenceTable>
  );
}
