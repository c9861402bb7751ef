import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { GainBand, NGainMeasures } from '@piba/shared';
import { DASH, formatCount, GAIN_BAND_LABELS } from '../analytics-format';
import { formatSharePercent, formatStat, GAIN_BANDS } from '../evidence-format';
import { EvidenceTable } from './evidence-table';

export const N_GAIN_TITLE = 'Tabel 4. N-gain';
const HEADERS = ['Ukuran', 'Nilai', 'Kategori'];

const bandOf = (band: GainBand | null) => (band ? GAIN_BAND_LABELS[band] : DASH);

/** Hake's ⟨g⟩, the mean of the students' g with its bands, and c beside them. */
export function NGainTable({ nGain }: { nGain: NGainMeasures }) {
  const excluded =
    nGain.excludedFullPretest > 0
      ? ` ${formatCount(nGain.excludedFullPretest)} siswa dengan pretest 100% tidak dihitung g-nya (tidak ada ruang untuk naik).`
      : '';
  return (
    <EvidenceTable
      title={N_GAIN_TITLE}
      headers={HEADERS}
      note={`Kategori: tinggi g ≥ 0,7; sedang 0,3 ≤ g < 0,7; rendah g < 0,3 (g negatif termasuk rendah). Persentase dari ${formatCount(nGain.gStudents)} siswa yang g-nya dapat dihitung.${excluded}`}
    >
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            ⟨g⟩ Hake (dari rata-rata kelas)
          </TableCell>
          <TableCell>{formatStat(nGain.hake)}</TableCell>
          <TableCell>{bandOf(nGain.hakeBand)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            Rata-rata g tiap siswa (N-gain)
          </TableCell>
          <TableCell>{formatStat(nGain.meanG)}</TableCell>
          <TableCell>{bandOf(nGain.meanGBand)}</TableCell>
        </TableRow>
        {GAIN_BANDS.map(({ band, label }) => (
          <TableRow key={band}>
            <TableCell component="th" scope="row">
              Siswa berkategori {label}
            </TableCell>
            <TableCell>
              {nGain.gStudents > 0 ? formatSharePercent(nGain.shares[band]) : DASH}
            </TableCell>
            <TableCell>{GAIN_BAND_LABELS[band]}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row">
            Rata-rata c (Marx &amp; Cummings)
          </TableCell>
          <TableCell>{formatStat(nGain.meanC)}</TableCell>
          <TableCell>{DASH}</TableCell>
        </TableRow>
      </TableBody>
    </EvidenceTable>
  );
}
