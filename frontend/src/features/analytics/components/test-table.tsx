import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatP } from '@piba/shared';
import type { PairedTTest, WilcoxonTest } from '@piba/shared';
import { formatCount } from '../analytics-format';
import { formatCi, formatStat, TEST_NAMES } from '../evidence-format';
import { EvidenceTable } from './evidence-table';

export const TEST_TITLE = 'Tabel 3. Uji perbedaan pretest–posttest dan besar efek';

const T_HEADERS = [
  'Uji',
  't',
  'df',
  'p',
  'Selisih rata-rata',
  'IK 95% selisih',
  'd_z',
  'IK 95% d_z',
];

function PairedTRow({ test }: { test: PairedTTest }) {
  return (
    <EvidenceTable
      title={TEST_TITLE}
      headers={T_HEADERS}
      note="Dua arah. Selisih dalam poin persen; IK = interval kepercayaan. d_z Cohen: sekitar 0,2 kecil, 0,5 sedang, 0,8 besar."
    >
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            {TEST_NAMES['paired-t']}
          </TableCell>
          <TableCell>{formatStat(test.t)}</TableCell>
          <TableCell>{formatCount(test.df)}</TableCell>
          <TableCell>{formatP(test.p)}</TableCell>
          <TableCell>{formatStat(test.meanDifference)}</TableCell>
          <TableCell>{formatCi(test.ciLow, test.ciHigh)}</TableCell>
          <TableCell>{formatStat(test.dz)}</TableCell>
          <TableCell>{formatCi(test.dzCiLow, test.dzCiHigh)}</TableCell>
        </TableRow>
      </TableBody>
    </EvidenceTable>
  );
}

const W_HEADERS = ['Uji', 'V', 'z', 'p', 'n (selisih ≠ 0)', 'r = z/√n', 'Rank-biserial'];

function WilcoxonRow({ test }: { test: WilcoxonTest }) {
  const zeros =
    test.zeros > 0
      ? ` ${formatCount(test.zeros)} siswa dengan selisih 0 tidak ikut dihitung, sesuai aturan uji ini.`
      : '';
  return (
    <EvidenceTable
      title={TEST_TITLE}
      headers={W_HEADERS}
      note={`Dua arah, ${test.exact ? 'p eksak' : 'p dari pendekatan normal dengan koreksi kontinuitas'}. n = banyaknya selisih yang bukan nol.${zeros} r: sekitar 0,1 kecil, 0,3 sedang, 0,5 besar.`}
    >
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            {TEST_NAMES.wilcoxon}
          </TableCell>
          <TableCell>{formatStat(test.v, 1)}</TableCell>
          <TableCell>{formatStat(test.z)}</TableCell>
          <TableCell>{formatP(test.p)}</TableCell>
          <TableCell>{formatCount(test.nonZero)}</TableCell>
          <TableCell>{formatStat(test.r)}</TableCell>
          <TableCell>{formatStat(test.rankBiserial)}</TableCell>
        </TableRow>
      </TableBody>
    </EvidenceTable>
  );
}

/** The test the differences called for, with its effect size; nothing when no test ran. */
export function TestTable({
  chosen,
  tTest,
  wilcoxon,
}: {
  chosen: 'paired-t' | 'wilcoxon' | null;
  tTest: PairedTTest | null;
  wilcoxon: WilcoxonTest | null;
}) {
  if (chosen === 'paired-t' && tTest) return <PairedTRow test={tTest} />;
  if (chosen === 'wilcoxon' && wilcoxon) return <WilcoxonRow test={wilcoxon} />;
  return null;
}
