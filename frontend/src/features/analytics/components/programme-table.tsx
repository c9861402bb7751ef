import Typography from '@mui/material/Typography';
import { formatP } from '@piba/shared';
import type { Evidence, MetaAnalysis, ProgrammeReport, ProgrammeSession } from '@piba/shared';
import { type ProgrammeGroupView, programmeGroups, shortVersion } from '../programme-groups';
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
  /** A second line under the label: the session's pack and version. */
  detail?: string;
  evidence: Evidence;
  effect?: ProgrammeSession['effect'];
  pooled?: boolean;
}

function Row({ label, detail, evidence, effect, pooled }: RowProps) {
  const { tTest, descriptives, nGain } = evidence;
  const p = chosenP(evidence);
  const weight = effect?.weight;
  return (
    <tr className={pooled ? 'pooled' : undefined}>
      <th scope="row">
        {label}
        {detail && (
          <Typography
            component="span"
            variant="body2"
            color="textSecondary"
            sx={{ display: 'block' }}
          >
            {detail}
          </Typography>
        )}
      </th>
      <td>{formatCount(evidence.pairs)}</td>
      <td>{formatStat(descriptives.pre.mean)}</td>
      <td>{formatStat(descriptives.post.mean)}</td>
      <td>{differenceOf(evidence, effect)}</td>
      <td>{formatStat(tTest?.dz)}</td>
      <td>{formatStat(nGain.hake)}</td>
      <td>{formatStat(nGain.meanG)}</td>
      <td>{testName(evidence.chosen)}</td>
      <td>{p === null ? DASH : formatP(p)}</td>
      <td>{weight === undefined || weight === null ? DASH : formatSharePercent(weight)}</td>
    </tr>
  );
}

function MetaRow({ meta, pairs }: { meta: MetaAnalysis; pairs: number }) {
  return (
    <tr className="total">
      <th scope="row">
        Meta-analisis efek acak (<i>k</i> = {formatCount(meta.k)} sesi)
      </th>
      <td>{formatCount(pairs)}</td>
      <td>{DASH}</td>
      <td>{DASH}</td>
      <td>
        {formatStat(meta.estimate)} {formatCi(meta.ciLow, meta.ciHigh)}
      </td>
      <td>{DASH}</td>
      <td>{DASH}</td>
      <td>{DASH}</td>
      <td>DerSimonian–Laird</td>
      <td>{formatP(meta.p)}</td>
      <td>{formatSharePercent(1)}</td>
    </tr>
  );
}

/** The meta-analysis in words: the pooled estimate, and how much the sessions differ. */
function metaText(meta: MetaAnalysis | null | undefined): string {
  if (!meta) {
    return 'Meta-analisis tidak dijalankan: diperlukan paling sedikit 2 sesi yang dapat digabung (masing-masing paling sedikit 3 pasangan dengan selisih yang tidak semuanya sama).';
  }
  return `Meta-analisis efek acak DerSimonian–Laird (DerSimonian & Laird, 1986) atas k = ${formatCount(meta.k)} sesi: selisih gabungan ${formatStat(meta.estimate)} poin persen, IK 95% ${formatCi(meta.ciLow, meta.ciHigh)}; z = ${formatStat(meta.z)}; ${formatPWithSign(meta.p)}. Heterogenitas antarsesi: τ² = ${formatStat(meta.tau2)}; I² = ${formatSharePercent(meta.i2)} (Higgins & Thompson, 2002); Q(${formatCount(meta.qDf)}) = ${formatStat(meta.q)}; ${formatPWithSign(meta.qP)}.`;
}

/** "Paket: PIBA … · versi 3f2a9c1d": which lesson a session's students had. */
const packLine = ({ pack }: ProgrammeSession) =>
  pack ? `Paket: ${pack.title} · versi ${shortVersion(pack.version)}` : undefined;

/** The rows of one group: its sessions, its meta-analysis and its pooled students. */
function GroupRows({ group, apart }: { group: ProgrammeGroupView; apart: boolean }) {
  const meta = group.metaAnalysis;
  const pooledPairs = group.sessions
    .filter((session) => session.effect?.pooled)
    .reduce((sum, session) => sum + session.evidence.pairs, 0);
  return (
    <>
      {apart && (
        <tr>
          <th scope="colgroup" colSpan={HEADERS.length}>
            <strong>Kunci jawaban {group.answerKeyVersion}</strong>
            {group.titles.length > 0 && ` · ${group.titles.join('; ')}`}
          </th>
        </tr>
      )}
      {group.sessions.map((session) => (
        <Row
          key={session.session_code}
          label={`${session.name} (${session.session_code})`}
          detail={packLine(session)}
          evidence={session.evidence}
          effect={session.effect}
        />
      ))}
      {meta && <MetaRow meta={meta} pairs={pooledPairs} />}
      <Row label={POOLED_LABEL} evidence={group.pooled} pooled />
    </>
  );
}

/** Sessions on another answer key stand apart: their students answered other questions. */
export const APART_NOTE =
  'Sesi dengan kunci jawaban yang berbeda ditampilkan terpisah: siswanya menjawab soal yang berbeda, sehingga hasilnya tidak digabung dan tidak dimeta-analisis bersama.';

/**
 * Every session's evidence in one row each, the random-effects meta-analysis of their mean
 * differences, and the row of all their students taken as one sample, which is no meta-analysis.
 * Only sessions of one answer-key version are pooled: with several, each version's sessions form
 * a group of their own, under a row naming the key and its packs.
 */
export function ProgrammeTable({ programme }: { programme: ProgrammeReport }) {
  const groups = programmeGroups(programme);
  const apart = groups.length > 1;
  return (
    <>
      {apart && (
        <Typography role="note" variant="body2" sx={{ mb: 1, fontWeight: 700 }}>
          {APART_NOTE}
        </Typography>
      )}
      <EvidenceTable
        part="table:programme"
        headers={HEADERS}
        note={`Rata-rata dalam persen, selisih dalam poin persen; IK 95% selisih dari distribusi t, apa pun uji yang dipilih sesi itu. Bobot = bagian sesi dalam meta-analisis efek acak${apart ? ' kelompoknya' : ''}. Baris “${POOLED_LABEL}” menghitung semua pasangan dari ${apart ? 'sesi satu kunci jawaban' : 'semua sesi'} sebagai satu sampel; angka itu bukan hasil meta-analisis.`}
      >
        <tbody>
          {groups.map((group) => (
            <GroupRows key={group.answerKeyVersion} group={group} apart={apart} />
          ))}
        </tbody>
      </EvidenceTable>
      {groups.map((group) => (
        <Typography key={group.answerKeyVersion} variant="body2" sx={{ mb: 2 }}>
          {apart && `Kunci jawaban ${group.answerKeyVersion}: `}
          <StatText text={metaText(group.metaAnalysis)} />
        </Typography>
      ))}
    </>
  );
}
