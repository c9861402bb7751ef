import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { AnalyticsReport, ItemMeasures, TestReliability } from '@piba/shared';
import { DASH, formatCount, formatIndex } from '../analytics-format';
import { RELIABILITY_BAND_LABELS, RELIABILITY_BAND_NOTE } from '../band-labels';
import { flaggedQuestions, validityLabel } from '../item-quality-texts';
import { MEASURE_TEXTS } from '../measure-texts';
import { EvidenceTable } from './evidence-table';
import { ReportSection } from './report-section';
import { ReviseQuestionButton } from './revise-question-button';

const KR20_HEADERS = ['Tes', 'Siswa', 'KR-20', 'Kategori (Arikunto, 2013)'];

function bandOf(test: TestReliability): string {
  if (test.kr20 === null) return 'belum dapat dihitung';
  return test.kr20Band ? RELIABILITY_BAND_LABELS[test.kr20Band] : DASH;
}

const VALIDITY_HEADERS = [
  'No',
  'Topik soal',
  'r_it pretest',
  'r tabel pretest',
  'Keterangan pretest',
  'r_it posttest',
  'r tabel posttest',
  'Keterangan posttest',
];

function ValidityCells({ item }: { item: ItemMeasures }) {
  const label = validityLabel(item);
  return (
    <>
      <td>{formatIndex(item.correctedItemTotal ?? null)}</td>
      <td>{formatIndex(item.rTable ?? null)}</td>
      <td className={label === 'tidak valid' ? 'strong' : undefined}>{label ?? DASH}</td>
    </>
  );
}

type InstrumentProps = Pick<AnalyticsReport, 'reliability' | 'questions' | 'pack'>;

/**
 * The quality of the test as a reviewer judges it: KR-20 with Arikunto's band, each question's
 * corrected item-total r against the r table, and the questions to look at. All of it is a
 * try-out's quality ("uji coba") computed on the lesson's own answers.
 */
export function ReliabilitySection({ reliability, questions, pack }: InstrumentProps) {
  const tests = [
    { label: 'Pretest', ...reliability.pre },
    { label: 'Posttest', ...reliability.post },
  ];
  const flagged = flaggedQuestions(questions);
  return (
    <ReportSection id="analisis-reliabilitas" title="Kualitas instrumen">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Kualitas soal di bawah ini adalah kualitas uji coba yang dihitung dari data pelajaran ini
        sendiri ({formatCount(reliability.pre.answered)} pretest dan{' '}
        {formatCount(reliability.post.answered)} posttest dengan jawaban per soal), bukan dari uji
        coba terpisah sebelum soal dipakai.
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {MEASURE_TEXTS.kr20}
      </Typography>
      <EvidenceTable part="table:reliability" headers={KR20_HEADERS} note={RELIABILITY_BAND_NOTE}>
        <tbody>
          {tests.map((test) => (
            <tr key={test.label}>
              <th scope="row">{test.label}</th>
              <td>{formatCount(test.answered)}</td>
              <td>{formatIndex(test.kr20)}</td>
              <td>{bandOf(test)}</td>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
      {questions.length > 0 && (
        <EvidenceTable
          part="table:itemValidity"
          headers={VALIDITY_HEADERS}
          note="r_it = korelasi butir–total terkoreksi: korelasi benar-salahnya soal dengan skor total tanpa soal itu (Crocker & Algina, 1986). Soal valid bila r_it ≥ r tabel, yaitu r kritis pada α = 0,05 dua arah dengan df = n − 2. Tanda - berarti tidak dapat dihitung (kurang dari 3 siswa, atau semua siswa menjawab sama)."
        >
          <tbody>
            {questions.map((question, index) => (
              <tr key={question.name}>
                <td>{index + 1}</td>
                <th scope="row">{question.topic}</th>
                <ValidityCells item={question.pre} />
                <ValidityCells item={question.post} />
              </tr>
            ))}
          </tbody>
        </EvidenceTable>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Soal yang perlu ditinjau
      </Typography>
      {flagged.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Tidak ada soal yang dijawab sama oleh semua siswa, tidak ada soal yang sudah diketahui
          sebelum pelajaran, tidak ada soal dengan daya pembeda rendah, dan tidak ada pilihan salah
          yang dipilih 80% siswa atau lebih, jarang dipilih, atau lebih sering dipilih kelompok atas
          daripada kunci.
        </Typography>
      ) : (
        <Alert
          role="note"
          severity="warning"
          icon={false}
          sx={{
            mb: 2,
            '@media print': { border: '1px solid #000', color: '#000', bgcolor: 'transparent' },
          }}
        >
          <Typography component="ul" variant="body2" sx={{ pl: 2, m: 0 }}>
            {flagged.flatMap((flaggedQuestion) =>
              flaggedQuestion.texts.map((text, i) => (
                <li key={text}>
                  {text}
                  {/* One button per question, under its last line. */}
                  {pack && i === flaggedQuestion.texts.length - 1 && (
                    <ReviseQuestionButton packVersion={pack.version} flagged={flaggedQuestion} />
                  )}
                </li>
              )),
            )}
          </Typography>
        </Alert>
      )}
    </ReportSection>
  );
}
