import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatP } from '@piba/shared';
import type { Evidence, ProgrammeReport } from '@piba/shared';
import { DASH, formatCount } from '../analytics-format';
import { chosenP, formatCi, formatStat, testName } from '../evidence-format';
import { EvidenceTable } from './evidence-table';

export const PROGRAMME_TITLE = 'Tabel 6. Semua sesi berdampingan';
const HEADERS = [
  'Sesi',
  'n pasangan',
  'Rata-rata pre',
  'Rata-rata post',
  'Selisih rata-rata [IK 95%]',
  'd_z',
  '⟨g⟩',
  'Rata-rata g',
  'Uji',
  'p',
];

function Row({ label, evidence, pooled }: { label: string; evidence: Evidence; pooled?: boolean }) {
  const { tTest, descriptives, nGain } = evidence;
  const p = chosenP(evidence);
  const difference = tTest
    ? `${formatStat(tTest.meanDifference)} ${formatCi(tTest.ciLow, tTest.ciHigh)}`
    : formatStat(descriptives.difference.mean);
  return (
    <TableRow sx={pooled ? { '& th, & td': { fontWeight: 700, borderTop: 2 } } : undefined}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell>{formatCount(evidence.pairs)}</TableCell>
      <TableCell>{formatStat(descriptives.pre.mean)}</TableCell>
      <TableCell>{formatStat(descriptives.post.mean)}</TableCell>
      <TableCell>{difference}</TableCell>
      <TableCell>{formatStat(tTest?.dz)}</TableCell>
      <TableCell>{formatStat(nGain.hake)}</TableCell>
      <TableCell>{formatStat(nGain.meanG)}</TableCell>
      <TableCell>{testName(evidence.chosen)}</TableCell>
      <TableCell>{p === null ? DASH : formatP(p)}</TableCell>
    </TableRow>
  );
}

/** Every session's evidence in one row each, and the pooled row over all their pairs. */
export function ProgrammeTable({ programme }: { programme: ProgrammeReport }) {
  return (
    <EvidenceTable
      title={PROGRAMME_TITLE}
      headers={HEADERS}
      note="Rata-rata dalam persen, selisih dalam poin persen. Baris Gabungan menghitung semua pasangan dari semua sesi bersama-sama."
    >
      <TableBody>
        {programme.sessions.map((session) => (
          <Row
            key={session.session_code}
            label={`${session.name} (${session.session_code})`}
            evidence={session.evidence}
          />
        ))}
        <Row label="Gabungan semua sesi" evidence={programme.pooled} pooled />
      </TableBody>
    </EvidenceTable>
  );
}
