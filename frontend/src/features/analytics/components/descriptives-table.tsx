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
    <tr>
      <th scope="row">{label}</th>
      <td>{formatCount(column.n)}</td>
      <td>{formatStat(column.mean)}</td>
      <td>{formatStat(column.sd)}</td>
      <td>{formatStat(column.median)}</td>
      <td>{quartiles}</td>
      <td>{formatStat(column.min)}</td>
      <td>{formatStat(column.max)}</td>
    </tr>
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
      <tbody>
        <Row label="Pretest" column={descriptives.pre} />
        <Row label="Posttest" column={descriptives.post} />
        <Row label="Selisih (post − pre)" column={descriptives.difference} />
      </tbody>
    </EvidenceTable>
  );
}
