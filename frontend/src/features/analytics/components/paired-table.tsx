import Typography from '@mui/material/Typography';
import type { PairedStudent } from '@piba/shared';
import { classLabel, formatIndex } from '../analytics-format';
import { MEASURE_TEXTS } from '../measure-texts';
import { GainChip } from './gain-chip';
import { EvidenceTable } from './evidence-table';
import { StudentName, useStudentHeader } from './print-options';
import { StatText } from './stat-text';

const HEADERS = ['Kelas', 'Pretest %', 'Posttest %', 'Gain c', 'Kategori'];

export function PairedTable({
  pairs,
  showSession = false,
}: {
  pairs: PairedStudent[];
  showSession?: boolean;
}) {
  const student = useStudentHeader();
  if (pairs.length === 0) {
    return (
      <Typography sx={{ mb: 2 }}>Belum ada siswa yang mengerjakan pretest dan posttest.</Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        <StatText text={MEASURE_TEXTS.studentBand} />
      </Typography>
      <EvidenceTable part="table:paired" headers={[student, ...HEADERS]}>
        <tbody>
          {pairs.map((pair, index) => (
            // Two students may share a name and class; their order from the server is stable.
            <tr key={index}>
              <th scope="row">
                <StudentName name={pair.name} code={pair.participant_code} />
              </th>
              <td>{classLabel(pair.class_room, showSession ? pair.session_code : null)}</td>
              <td>{pair.pre}%</td>
              <td>{pair.post}%</td>
              <td>{formatIndex(pair.change)}</td>
              <td>
                <GainChip band={pair.band} />
              </td>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
    </>
  );
}
