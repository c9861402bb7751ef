import { formatP } from '@piba/shared';
import type { Evidence } from '@piba/shared';
import { DASH, formatCount } from '../analytics-format';
import { formatStat } from '../evidence-format';
import { useCaptionLabel } from '../report-captions';
import { EvidenceTable } from './evidence-table';

const HEADERS = ['Data', 'n', 'W', 'p', 'Kesimpulan'];

function conclusion({ normality, notes }: Evidence): string {
  if (normality) {
    // Not rejecting normality is no proof of it: the words say only what the test can.
    return normality.normal
      ? 'selisih tidak menyimpang secara bermakna dari normal: dipakai uji t berpasangan'
      : 'selisih menyimpang secara bermakna dari normal: dipakai uji Wilcoxon';
  }
  if (notes.includes('normality-not-run-large')) return 'tidak diuji (lebih dari 5.000 pasangan)';
  return 'tidak diuji';
}

/** Whether the differences depart from normal, which decides the test of the next table. */
export function NormalityTable({ evidence }: { evidence: Evidence }) {
  const { normality } = evidence;
  const testLabel = useCaptionLabel('table:test');
  return (
    <EvidenceTable
      part="table:normality"
      headers={HEADERS}
      note={
        normality
          ? `α = 0,05. p ≥ 0,05 berarti selisih tidak menyimpang secara bermakna dari normal (bukan bukti bahwa selisih normal); p < 0,05 berarti menyimpang. Uji yang tidak dipilih dilaporkan di bawah ${testLabel} sebagai pemeriksaan.`
          : undefined
      }
    >
      <tbody>
        <tr>
          <th scope="row">Selisih (post − pre)</th>
          <td>{formatCount(evidence.descriptives.difference.n)}</td>
          <td>{normality ? formatStat(normality.w, 3) : DASH}</td>
          <td>{normality ? formatP(normality.p) : DASH}</td>
          <td>{conclusion(evidence)}</td>
        </tr>
      </tbody>
    </EvidenceTable>
  );
}
