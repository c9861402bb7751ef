import { formatDecimal } from '@piba/shared';
import type { GainBand, NGainMeasures } from '@piba/shared';
import { DASH, formatCount, GAIN_BAND_LABELS } from '../analytics-format';
import { EFFECTIVENESS_LABELS, EFFECTIVENESS_NOTE } from '../band-labels';
import { formatSharePercent, formatStat, GAIN_BANDS } from '../evidence-format';
import { EvidenceTable } from './evidence-table';

const HEADERS = ['Ukuran', 'Nilai', 'Kategori'];

const bandOf = (band: GainBand | null) => (band ? GAIN_BAND_LABELS[band] : DASH);
const percentOf = (value: number | null) => (value === null ? DASH : `${formatDecimal(value, 2)}%`);

/**
 * Hake's ⟨g⟩ and its percentage with the effectiveness category, the mean of the students' g with
 * its bands, and c beside them.
 */
export function NGainTable({ nGain }: { nGain: NGainMeasures }) {
  const excluded =
    nGain.excludedFullPretest > 0
      ? ` ${formatCount(nGain.excludedFullPretest)} siswa dengan pretest 100% tidak dihitung g-nya (tidak ada ruang untuk naik).`
      : '';
  return (
    <EvidenceTable
      part="table:nGain"
      headers={HEADERS}
      note={`Kategori ⟨g⟩ dan g menurut Hake (1998): tinggi g ≥ 0,7; sedang 0,3 ≤ g < 0,7; rendah g < 0,3 (g negatif termasuk rendah). ${EFFECTIVENESS_NOTE} Persentase siswa dari ${formatCount(nGain.gStudents)} siswa yang g-nya dapat dihitung.${excluded}`}
    >
      <tbody>
        <tr>
          <th scope="row">⟨g⟩ Hake (dari rata-rata kelas)</th>
          <td>{formatStat(nGain.hake)}</td>
          <td>{bandOf(nGain.hakeBand)}</td>
        </tr>
        {nGain.hakePercent !== undefined && (
          <tr>
            <th scope="row">N-gain (%) = ⟨g⟩ × 100</th>
            <td>{percentOf(nGain.hakePercent)}</td>
            <td>{nGain.effectiveness ? EFFECTIVENESS_LABELS[nGain.effectiveness] : DASH}</td>
          </tr>
        )}
        <tr>
          <th scope="row">Rata-rata g tiap siswa</th>
          <td>{formatStat(nGain.meanG)}</td>
          <td>{bandOf(nGain.meanGBand)}</td>
        </tr>
        {GAIN_BANDS.map(({ band, label }) => (
          <tr key={band}>
            <th scope="row">Siswa berkategori {label}</th>
            <td>{nGain.gStudents > 0 ? formatSharePercent(nGain.shares[band]) : DASH}</td>
            <td>{GAIN_BAND_LABELS[band]}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Rata-rata c (Marx &amp; Cummings)</th>
          <td>{formatStat(nGain.meanC)}</td>
          <td>{DASH}</td>
        </tr>
      </tbody>
    </EvidenceTable>
  );
}
