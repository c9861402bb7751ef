import { Link as RouterLink } from 'wouter';
import Link from '@mui/material/Link';
import type { ClassMeasures } from '@piba/shared';
import { classLabel, formatCount, formatIndex, formatPercent } from '../analytics-format';
import { analyticsPath } from '../hooks/use-class-param';
import { GainChip } from './gain-chip';
import { EvidenceTable } from './evidence-table';

const HEADERS = [
  'Kelas',
  'Pretest',
  'Posttest',
  'Berpasangan',
  'Rata-rata pretest',
  'Rata-rata posttest',
  '⟨g⟩',
  'Kategori ⟨g⟩',
  'Rata-rata c',
];

/**
 * Every class side by side; a class name opens that class's analysis. Across sessions each
 * class is a class of one session, and the table says which.
 */
export function ClassTable({
  classes,
  showSession = false,
}: {
  classes: ClassMeasures[];
  showSession?: boolean;
}) {
  return (
    <EvidenceTable
      part="table:classes"
      headers={showSession ? ['Sesi', ...HEADERS] : HEADERS}
      note="Rata-rata, ⟨g⟩ dan c dari siswa berpasangan yang ikut diuji di tiap kelas."
    >
      <tbody>
        {classes.map((row) => (
          <tr key={`${row.session_code ?? ''}~${row.class_room ?? ''}`}>
            {showSession && <td>{row.session_code ?? 'Tanpa sesi'}</td>}
            <th scope="row">
              {/* Results without a class cannot be filtered on, so that row has no link. */}
              {row.class_room ? (
                <Link
                  component={RouterLink}
                  to={analyticsPath(row.class_room, row.session_code ?? '')}
                >
                  {row.class_room}
                </Link>
              ) : (
                classLabel(null)
              )}
            </th>
            <td>{formatCount(row.pretestStudents)}</td>
            <td>{formatCount(row.posttestStudents)}</td>
            <td>{formatCount(row.pairedStudents)}</td>
            <td>{formatPercent(row.meanPre)}</td>
            <td>{formatPercent(row.meanPost)}</td>
            <td>{formatIndex(row.hakeGain)}</td>
            <td>
              <GainChip band={row.hakeBand} />
            </td>
            <td>{formatIndex(row.meanNormalizedChange)}</td>
          </tr>
        ))}
      </tbody>
    </EvidenceTable>
  );
}
