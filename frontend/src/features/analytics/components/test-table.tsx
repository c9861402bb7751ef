import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatP } from '@piba/shared';
import type { ChosenTest, PairedTTest, WilcoxonTest } from '@piba/shared';
import { formatCount } from '../analytics-format';
import { formatCi, formatStat, TEST_NAMES } from '../evidence-format';
import { checkText, effectTexts } from '../effect-texts';
import { EvidenceTable } from './evidence-table';
import { StatText } from './stat-text';

const T_HEADERS = [
  'Uji',
  't',
  'df',
  'p',
  'Selisih rata-rata',
  'IK 95% selisih',
  'd_z',
  'IK 95% d_z',
  'd_av',
];

function PairedTRow({ test }: { test: PairedTTest }) {
  return (
    <EvidenceTable
      part="table:test"
      headers={T_HEADERS}
      note="Uji dua arah. Selisih dalam poin persen; IK = interval kepercayaan. Arti d_z dan d_av dan patokannya: di bawah tabel."
    >
      <tbody>
        <tr>
          <th scope="row">{TEST_NAMES['paired-t']}</th>
          <td>{formatStat(test.t)}</td>
          <td>{formatCount(test.df)}</td>
          <td>{formatP(test.p)}</td>
          <td>{formatStat(test.meanDifference)}</td>
          <td>{formatCi(test.ciLow, test.ciHigh)}</td>
          <td>{formatStat(test.dz)}</td>
          <td>{formatCi(test.dzCiLow, test.dzCiHigh)}</td>
          <td>{formatStat(test.dAv)}</td>
        </tr>
      </tbody>
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
      part="table:test"
      headers={W_HEADERS}
      note={`Uji dua arah, ${test.exact ? 'p eksak' : 'p dari pendekatan normal dengan koreksi kontinuitas'}. n = banyaknya selisih yang bukan nol.${zeros} Arti r dan patokannya: di bawah tabel.`}
    >
      <tbody>
        <tr>
          <th scope="row">{TEST_NAMES.wilcoxon}</th>
          <td>{formatStat(test.v, 1)}</td>
          <td>{formatStat(test.z)}</td>
          <td>{formatP(test.p)}</td>
          <td>{formatCount(test.nonZero)}</td>
          <td>{formatStat(test.r)}</td>
          <td>{formatStat(test.rankBiserial)}</td>
        </tr>
      </tbody>
    </EvidenceTable>
  );
}

interface TestTableProps {
  chosen: ChosenTest | null;
  tTest: PairedTTest | null;
  wilcoxon: WilcoxonTest | null;
}

/**
 * The test the differences called for, with its effect sizes and what each means, and the other
 * test beside it as a check; nothing when no test ran.
 */
export function TestTable({ chosen, tTest, wilcoxon }: TestTableProps) {
  let table;
  if (chosen === 'paired-t' && tTest) table = <PairedTRow test={tTest} />;
  else if (chosen === 'wilcoxon' && wilcoxon) table = <WilcoxonRow test={wilcoxon} />;
  else return null;
  const check = checkText(chosen, tTest, wilcoxon);
  return (
    <>
      {table}
      <Box
        data-testid="effect-sizes"
        sx={{ mt: -1, mb: 2, '@media print': { color: '#000', fontSize: '9pt' } }}
      >
        <Typography component="h4" variant="body2" sx={{ fontWeight: 700 }}>
          Besar efek
        </Typography>
        <Typography component="ul" variant="body2" sx={{ pl: 2, my: 0.5 }}>
          {effectTexts(chosen, tTest, wilcoxon).map((text) => (
            <li key={text}>
              <StatText text={text} />
            </li>
          ))}
        </Typography>
        {check && (
          <Typography variant="body2">
            <StatText text={check} />
          </Typography>
        )}
      </Box>
    </>
  );
}
