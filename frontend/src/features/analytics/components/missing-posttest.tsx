import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatWib, type StudentWithoutPosttest } from '@piba/shared';
import { classLabel, DASH } from '../analytics-format';
import { ReportTable } from './report-table';

const HEADERS = ['Nama', 'Kelas', 'Pretest %', 'Waktu pretest (WIB)'];

/** Who still has to take the post-test: the teacher's to-do list before the gain is final. */
export function MissingPosttest({
  students,
  showSession = false,
}: {
  students: StudentWithoutPosttest[];
  showSession?: boolean;
}) {
  if (students.length === 0) {
    return (
      <Typography sx={{ mb: 2 }}>
        Semua siswa yang mengerjakan pretest sudah mengerjakan posttest.
      </Typography>
    );
  }
  return (
    <ReportTable label="Belum mengerjakan posttest" headers={HEADERS}>
      <TableBody>
        {students.map((student, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row">
              {student.name || DASH}
            </TableCell>
            <TableCell>
              {classLabel(student.class_room, showSession ? student.session_code : null)}
            </TableCell>
            <TableCell>{student.pre}%</TableCell>
            <TableCell>{formatWib(student.pretest_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportTable>
  );
}
