import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatP } from '@piba/shared';
import type { Evidence } from '@piba/shared';
import { DASH, formatCount } from '../analytics-format';
import { formatStat } from '../evidence-format';
import { EvidenceTable } from './evidence-table';

export const NORMALITY_TITLE = 'Tabel 2. Uji normalitas Shapiro–Wilk';
const HEADERS = ['Data', 'n', 'W', 'p', 'Kesimpulan'];

function conclusion({ normality, notes }: Evidence): string {
  if (normality) {
    return normality.normal
      ? 'normal (p ≥ 0,05): dipakai uji t berpasangan'
      : 'tidak normal (p < 0,05): dipakai uji Wilcoxon';
  }
  if (notes.includes('normality-not-run-large')) return 'tidak diuji (lebih dari 5.000 pasangan)';
  return 'tidak diuji';
}

/** Whether the differences may be treated as normal, which decides the test of Tabel 3. */
export function NormalityTable({ evidence }: { evidence: Evidence }) {
  const { normality } = evidence;
  return (
    <EvidenceTable title={NORMALITY_TITLE} headers={HEADERS}>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            Selisih (post − pre)
          </TableCell>
          <TableCell>{formatCount(evidence.descriptives.difference.n)}</TableCell>
          <TableCell>{normality ? formatStat(normality.w, 3) : DASH}</TableCell>
          <TableCell>{normality ? formatP(normality.p) : DASH}</TableCell>
          <TableCell>{conclusion(evidence)}</TableCell>
        </TableRow>
      </TableBody>
    </EvidenceTable>
  );
}
