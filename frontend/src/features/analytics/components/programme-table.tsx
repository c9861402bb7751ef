import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatP } from '@piba/shared';
import type { Evidence, MetaAnalysis, ProgrammeReport, ProgrammeSession } from '@piba/shared';
import { DASH, formatCount } from '../analytics-format';
import {
  chosenP,
  formatCi,
  formatPWithSign,
  formatSharePercent,
  formatStat,
  testName,
} from '../evidence-format';
import { EvidenceTable } from './evidence-table';
import { StatText } from './stat-text';

export const POOLED_LABEL = 'Gabungan semua siswa (bukan meta-analisis)';

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
  'Bobot',
];

/** The mean difference with its 95% CI: the session's effect whichever test it chose. */
function differenceOf(evidence: Evidence, effect: ProgrammeSession['effect']): string {
  if (effect) {
    if (effect.meanDifference === null) return DASH;
    const ci = effect.ciLow === null ? '' : ` ${formatCi(effect.ciLow, effect.ciHigh)}`;
    return `${formatStat(effect.meanDifference)}${ci}`;
  }
  const { tTest, descriptives } = evidence;
  return tTest
    ? `${formatStat(tTest.meanDifference)} ${formatCi(tTest.ciLow, tTest.ciHigh)}`
    : formatStat(descriptives.difference.mean);
}

interface RowProps {
  label: string;
  evidence: Evidence;
  effect?: ProgrammeSession['effect'];
  pooled?: boolean;
}

function Row({ label, evidence, effect, pooled }: RowProps) {
  const { tTest, descriptives, nGain } = evidence;
  const p = chosenP(evidence);
  const weight = effect?.weight;
  return (
    <TableRow sx={pooled ? { '& th, & td': { fontStyle: 'italic' } } : undefined}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell>{formatCount(evidence.pairs)}</TableCell>
      <TableCell>{formatStat(descriptives.pre.mean)}</TableCell>
      <TableCell>{formatStat(descriptives.post.mean)}</TableCell>
      <TableCell>{differenceOf(evidence, effect)}</TableCell>
      <TableCell>{formatStat(tTest?.dz)}</TableCell>
      <TableCell>{formatStat(nGain.hake)}</TableCell>
      <TableCell>{formatStat(nGain.meanG)}</TableCell>
      <TableCell>{testName(evidence.chosen)}</TableCell>
      <TableCell>{p === null ? DASH : formatP(p)}</TableCell>
      <TableCell>
        {weight === undefined || weight === null ? DASH : formatSharePercent(weight)}
      </TableCell>
    </TableRow>
  );
}

function MetaRow({ meta, pairs }: { meta: MetaAnalysis; pairs: number }) {
  return (
    <TableRow sx={{ '& th, & td': { fontWeight: 700 } }}>
      <TableCell component="th" scope="row">
        Meta-analisis efek acak (<i>k</i> = {formatCount(meta.k)} sesi)
      </TableCell>
      <TableCell>{formatCount(pairs)}</TableCell>
      <TableCell>{DASH}</TableCell>
      <TableCell>{DASH}</TableCell>
      <TableCell>
        {formatStat(meta.estimate)} {formatCi(meta.ciLow, meta.ciHigh)}
      </TableCell>
      <TableCell>{DASH}</TableCell>
      <TableCell>{DASH}</TableCell>
      <TableCell>{DASH}</TableCell>
      <TableCell>DerSimonian–Laird</TableCell>
      <TableCell>{formatP(meta.p)}</TableCell>
      <TableCell>{formatSharePercent(1)}</TableCell>
    </TableRow>
  );
}

/** The meta-analysis in words: the pooled estimate, and how much the sessions differ. */
function metaText(meta: MetaAnalysis | null | undefined): string {
  if (!meta) {
    return 'Meta-analisis tidak dijalankan: diperlukan paling sedikit 2 sesi yang dapat digabung (masing-masing paling sedikit 3 pasangan dengan selisih yang tidak semuanya sama).';
  }
  return `Meta-analisis efek acak DerSimonian–Laird (DerSimonian & Laird, 1986) atas k = ${formatCount(meta.k)} sesi: selisih gabungan ${formatStat(meta.estimate)} poin persen, IK 95% ${formatCi(meta.ciLow, meta.ciHigh)}; z = ${formatStat(meta.z)}; ${formatPWithSign(meta.p)}. Heterogenitas antarsesi: τ² = ${formatStat(meta.tau2)}; I² = ${formatSharePercent(meta.i2)} (Higgins & Thompson, 2002); Q(${formatCount(meta.qDf)}) = ${formatStat(meta.q)}; ${formatPWithSign(meta.qP)}.`;
}

/**
 * Every session's evidence in one row each, the random-effects meta-analysis of their mean
 * differences, and the row of all their students taken as one sample, which is no meta-analysis.
 */
export function ProgrammeTable({ programme }: { programme: ProgrammeReport }) {
  const meta = programme.metaAnalysis;
  const pooledPairs = programme.sessions
    .filter((session) => session.effect?.pooled)
    .reduce((sum, session) => sum + session.evidence.pairs, 0);
  return (
    <>
      <EvidenceTable
        part="table:programme"
        headers={HEADERS}
        note={`Rata-rata dalam persen, selisih dalam poin persen; IK 95% selisih dari distribusi t, apa pun uji yang dipilih sesi itu. Bobot = bagian sesi dalam meta-analisis efek acak. Baris “${POOLED_LABEL}” menghitung semua pasangan dari semua sesi sebagai satu sampel; angka itu bukan hasil meta-analisis.`}
      >
        <TableBody>
          {programme.sessions.map((session) => (
            <Row
              key={session.session_code}
              label={`${session.name} (${session.session_code})`}
              evidence={session.evidence}
              effect={session.effect}
            />
          ))}
          {meta && <MetaRow meta={meta} pairs={pooledPairs} />}
          <Row label={POOLED_LABEL} evidence={programme.pooled} pooled />
        </TableBody>
      </EvidenceTable>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <StatText text={metaText(meta)} />
      </Typography>
    </>
  );
}
