import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Descriptives, Evidence } from '@piba/shared';
import { formatCount } from '../analytics-format';
import { formatStat } from '../evidence-format';
import { EvidenceTable } from './evidence-table';

const HEADERS = ['Data', 'n', 'Rata-rata', 'SD', 'Median', 'IQR (Q1–Q3)', 'Min', 'Maks'];

function Row({ label, column }: { label: string; column: Descriptives }) {
  const quartiles =
    column.iqr === null
      ? formatStat(null)
      : `${formatStat(column.iqr)} (${formatStat(column.q1)}–${formatStat(column.q3)})`;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell>{formatCount(column.n)}</TableCell>
      <TableCell>{formatStat(column.mean)}</TableCell>
      <TableCell>{formatStat(column.sd)}</TableCell>
      <TableCell>{formatStat(column.median)}</TableCell>
      <TableCell>{quartiles}</TableCell>
      <TableCell>{formatStat(column.min)}</TableCell>
      <TableCell>{formatStat(column.max)}</TableCell>
    </TableRow>
  );
}

/** Pre, post and their difference over the paired students, in percent and percentage points. */
export function DescriptivesTable({ descriptives }: Pick<Evidence, 'descriptives'>) {
  return (
    <EvidenceTable
      part="table:descriptives"
      headers={HEADERS}
      note="Nilai dalam persen; selisih = posttest − pretest dalam poin persen, dari siswa berpasangan. SD = simpangan baku; IQR = jangkauan antarkuartil."
    >
      <TableBody>
        <Row label="Pretest" column={descriptives.pre} />
        <Row label="Posttest" column={descriptives.post} />
        <Row label="Selisih (post − pre)" column={descriptives.difference} />
      </TableBody>
    </EvidenceTable>
  );
}
