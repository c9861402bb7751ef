import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ClassMeasures } from '@piba/shared';
import { classLabel, formatCount, formatIndex, formatPercent } from '../analytics-format';
import { CLASS_PARAM } from '../hooks/use-class-param';
import { GainChip } from './gain-chip';
import { ReportTable } from './report-table';

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

/** Every class side by side; a class name opens that class's analysis. */
export function ClassTable({ classes }: { classes: ClassMeasures[] }) {
  return (
    <ReportTable label="Ringkasan per kelas" headers={HEADERS}>
      <TableBody>
        {classes.map((row) => (
          <TableRow key={row.class_room ?? ''}>
            <TableCell component="th" scope="row">
              {/* Results without a class cannot be filtered on, so that row has no link. */}
              {row.class_room ? (
                <Link
                  component={RouterLink}
                  to={{ search: `?${new URLSearchParams({ [CLASS_PARAM]: row.class_room })}` }}
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
    </ReportTable>
  );
}
