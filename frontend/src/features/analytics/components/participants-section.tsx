import Typography from '@mui/material/Typography';
import type { AnalyticsReport, GroupMeasures } from '@piba/shared';
import { classLabel, DASH, formatCount, formatPercent } from '../analytics-format';
import { formatSharePercent } from '../evidence-format';
import { EvidenceTable } from './evidence-table';
import { ReportSection } from './report-section';

const HEADERS = [
  'Kelas',
  'Pretest (n)',
  'Posttest (n)',
  'Berpasangan',
  'Diuji',
  'Hanya pretest',
  'Hanya posttest',
  'Attrisi',
];

const count = (value: number | undefined) => (value === undefined ? DASH : formatCount(value));

function Row({
  label,
  measures,
  total,
}: {
  label: string;
  measures: GroupMeasures;
  total?: boolean;
}) {
  const attrition = measures.attritionRate;
  return (
    <tr className={total ? 'total' : undefined}>
      <th scope="row">{label}</th>
      <td>{formatCount(measures.pretestStudents)}</td>
      <td>{formatCount(measures.posttestStudents)}</td>
      <td>{formatCount(measures.pairedStudents)}</td>
      <td>{count(measures.testedPairs)}</td>
      <td>{count(measures.pretestOnly)}</td>
      <td>{count(measures.posttestOnly)}</td>
      <td>
        {attrition === undefined || attrition === null ? DASH : formatSharePercent(attrition)}
      </td>
    </tr>
  );
}

/** Every result, paired or not: counted apart, never compared (different students). */
function AllResults({ measures }: { measures: GroupMeasures }) {
  const all = measures.allResults;
  if (!all) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      Semua hasil, berpasangan atau tidak: rata-rata pretest {formatPercent(all.meanPre)} dari{' '}
      {formatCount(all.pretestStudents)} siswa, rata-rata posttest {formatPercent(all.meanPost)}{' '}
      dari {formatCount(all.posttestStudents)} siswa. Angka ini hanya gambaran: siswanya tidak sama,
      jadi tidak dibandingkan. Semua perbandingan pretest–posttest di laporan ini memakai siswa
      berpasangan yang diuji.
    </Typography>
  );
}

interface ParticipantsProps {
  report: Pick<AnalyticsReport, 'overall' | 'classes'>;
  showSession: boolean;
}

/** Who took part, per class: how many took each test, how many pairs, and who dropped out. */
export function ParticipantsSection({ report, showSession }: ParticipantsProps) {
  const { overall, classes } = report;
  return (
    <ReportSection id="analisis-peserta" title="Peserta">
      <EvidenceTable
        part="table:participants"
        headers={HEADERS}
        note="Berpasangan = mengerjakan pretest dan posttest; Diuji = pasangan yang dipakai dalam uji (pasangan yang ditandai tidak ikut, kecuali pilihan untuk menyertakannya aktif). Attrisi = siswa yang hanya mengerjakan pretest dibagi semua siswa yang mengerjakan pretest."
      >
        <tbody>
          {classes.map((row) => (
            <Row
              key={`${row.session_code ?? ''}~${row.class_room ?? ''}`}
              label={classLabel(row.class_room, showSession ? row.session_code : null)}
              measures={row}
            />
          ))}
          {classes.length !== 1 && <Row label="Semua" measures={overall} total />}
        </tbody>
      </EvidenceTable>
      <AllResults measures={overall} />
    </ReportSection>
  );
}
