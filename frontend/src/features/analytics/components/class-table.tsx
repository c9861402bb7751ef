import { Link as RouterLink } from 'wouter';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
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
      <TableBody>
        {classes.map((row) => (
          <TableRow key={`${row.session_code ?? ''}~${row.class_room ?? ''}`}>
            {showSession && <TableCell>{row.session_code ?? 'Tanpa sesi'}</TableCell>}
            <TableCell component="th" scope="row">
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
            </TableCell>
            <TableCell>{formatCount(row.pretestStudents)}</TableCell>
            <TableCell>{formatCount(row.posttestStudents)}</TableCell>
            <TableCell>{formatCount(row.pairedStudents)}</TableCell>
            <TableCell>{formatPercent(row.meanPre)}</TableCell>
            <TableCell>{formatPercent(row.meanPost)}</TableCell>
            <TableCell>{formatIndex(row.hakeGain)}</TableCell>
            <TableCell>
              <GainChip band={row.hakeBand} />
            </TableCell>
            <TableCell>{formatIndex(row.meanNormalizedChange)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </EvidenceTable>
  );
}
