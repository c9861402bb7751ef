import Typography from '@mui/material/Typography';
import type { Descriptives, DesignsReport } from '@piba/shared';
import { formatCount } from '../analytics-format';
import {
  type AttitudeFigures,
  type ComparisonFigures,
  type DelayedFigures,
  type DelayedTestName,
  designFigures,
  type FormsFigures,
} from '../design-figures';
import { formatCi, formatPWithSign, formatStat } from '../evidence-format';
import { EvidenceTable } from './evidence-table';
import { ReportSection } from './report-section';
import { StatText } from './stat-text';

/** A section's plain sentence, with its symbols set; nothing when the server had none. */
function Sentence({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Typography sx={{ mb: 2 }}>
      <StatText text={text} />
    </Typography>
  );
}

/** A line of test results under a table, its symbols set. */
function Line({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      <StatText text={text} />
    </Typography>
  );
}

const pText = (p: number | null) => (p === null ? 'p = -' : formatPWithSign(p));

function DescriptiveCells({ column }: { column: Descriptives }) {
  return (
    <>
      <td>{formatCount(column.n)}</td>
      <td>{formatStat(column.mean)}</td>
      <td>{formatStat(column.sd)}</td>
    </>
  );
}

function pairedLine(comparison: AttitudeFigures['comparison']): string | null {
  if (comparison.chosen === 'paired-t' && comparison.tTest) {
    const { t, df, p } = comparison.tTest;
    return `Uji t berpasangan: t(${formatCount(df)}) = ${formatStat(t)}, ${pText(p)}.`;
  }
  if (comparison.chosen === 'wilcoxon' && comparison.wilcoxon) {
    const { v, p } = comparison.wilcoxon;
    return `Uji Wilcoxon: V = ${formatStat(v, 1)}, ${pText(p)}.`;
  }
  return null;
}

function AttitudeSection({ attitude }: { attitude: AttitudeFigures }) {
  const line = pairedLine(attitude.comparison);
  return (
    <ReportSection id="analisis-sikap" title="Skala sikap">
      <Sentence text={attitude.sentence} />
      <EvidenceTable
        part="table:attitude"
        headers={['Tes', 'n', 'M', 'SD', 'α']}
        note={`${formatCount(attitude.items)} pernyataan; skor total ${formatCount(attitude.range.min)}–${formatCount(attitude.range.max)}, pernyataan negatif dibalik (6 − x). Hasil tidak lengkap: ${formatCount(attitude.incomplete)}.`}
      >
        <tbody>
          {(['pretest', 'posttest'] as const).map((test) => (
            <tr key={test}>
              <th scope="row">{test === 'pretest' ? 'Pretest' : 'Posttest'}</th>
              <DescriptiveCells column={attitude[test].sum} />
              <td>{formatStat(attitude[test].alpha)}</td>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
      {line && <Line text={`${formatCount(attitude.pairs)} pasangan. ${line}`} />}
      <EvidenceTable
        part="table:attitudeItems"
        headers={['Pernyataan', 'Arah', 'M', 'r_it', 'α bila dihapus']}
      >
        <tbody>
          {attitude.posttest.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.id}</th>
              <td>{item.positive ? 'positif' : 'negatif'}</td>
              <td>{formatStat(item.mean)}</td>
              <td>{formatStat(item.correctedItemTotal)}</td>
              <td>{formatStat(item.alphaIfDeleted)}</td>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
    </ReportSection>
  );
}

type FormBFigures = NonNullable<NonNullable<FormsFigures['items']>['B']>;

/**
 * Form B's questions, each parallel to form A's question of the same number: its difficulty p
 * (share right) and discrimination D on each test, over the students who took form B then.
 */
function FormBItems({ items }: { items: FormBFigures }) {
  return (
    <EvidenceTable
      part="table:formItems"
      headers={['No', 'Soal bentuk B', 'p pretest', 'D pretest', 'p posttest', 'D posttest']}
      note={`Soal bentuk B nomor yang sama sejajar dengan soal bentuk A pada tabel soal. p: proporsi siswa yang menjawab benar; D: daya pembeda. Pretest: ${formatCount(items.pretest)} siswa mengerjakan bentuk B; posttest: ${formatCount(items.posttest)} siswa.`}
    >
      <tbody>
        {items.questions.map((question, index) => (
          <tr key={question.name}>
            <th scope="row">{index + 1}</th>
            <td>{question.name}</td>
            <td>{formatStat(question.pre.p)}</td>
            <td>{formatStat(question.pre.discrimination)}</td>
            <td>{formatStat(question.post.p)}</td>
            <td>{formatStat(question.post.discrimination)}</td>
          </tr>
        ))}
      </tbody>
    </EvidenceTable>
  );
}

function FormsSection({ forms }: { forms: FormsFigures }) {
  const rows = [...forms.orders, forms.overall];
  return (
    <ReportSection id="analisis-bentuk" title="Bentuk soal paralel">
      <Sentence text={forms.sentence} />
      {forms.items && <Line text={forms.items.note} />}
      <EvidenceTable
        part="table:forms"
        headers={['Urutan bentuk', 'n', 'M pretest', 'M posttest', 'M gain', '⟨g⟩']}
      >
        <tbody>
          {rows.map((order, index) => (
            <tr key={index === rows.length - 1 ? 'semua' : `${order.preForm}-${order.postForm}`}>
              <th scope="row">
                {index === rows.length - 1
                  ? 'Semua pasangan'
                  : `${order.preForm} → ${order.postForm}`}
              </th>
              <td>{formatCount(order.pairs)}</td>
              <td>{formatStat(order.pre.mean)}</td>
              <td>{formatStat(order.post.mean)}</td>
              <td>{formatStat(order.gain.mean)}</td>
              <td>{formatStat(order.hake)}</td>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
      <Line
        text={`Pretest bentuk A: n = ${formatCount(forms.pretest.A.n)}, M = ${formatStat(forms.pretest.A.mean)}; bentuk B: n = ${formatCount(forms.pretest.B.n)}, M = ${formatStat(forms.pretest.B.mean)}.`}
      />
      {forms.welch && (
        <Line
          text={`Uji Welch (A − B): t(${formatStat(forms.welch.df)}) = ${formatStat(forms.welch.t)}, ${pText(forms.welch.p)}, selisih ${formatStat(forms.welch.meanDifference)} IK 95% ${formatCi(forms.welch.ciLow, forms.welch.ciHigh)}.`}
        />
      )}
      {forms.equivalence && (
        <Line
          text={`TOST (batas ±${formatStat(forms.equivalence.margin, 0)} poin): ${pText(forms.equivalence.p)}, IK 90% ${formatCi(forms.equivalence.ciLow, forms.equivalence.ciHigh)}; ${forms.equivalence.equivalent ? 'setara' : 'belum terbukti setara'}.`}
        />
      )}
      {forms.items?.B && forms.items.B.questions.length > 0 && <FormBItems items={forms.items.B} />}
    </ReportSection>
  );
}

const TEST_LABELS: Record<DelayedTestName, string> = {
  pretest: 'Pretest',
  posttest: 'Posttest',
  delayed: 'Tes tunda',
};

function DelayedSection({ delayed }: { delayed: DelayedFigures }) {
  return (
    <ReportSection id="analisis-tes-tunda" title="Tes tunda">
      <Sentence text={delayed.sentence} />
      <EvidenceTable part="table:delayed" headers={['Tes', 'n', 'M', 'SD']}>
        <tbody>
          {(['pretest', 'posttest', 'delayed'] as const).map((test) => (
            <tr key={test}>
              <th scope="row">{TEST_LABELS[test]}</th>
              <DescriptiveCells column={delayed.descriptives[test]} />
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
      {delayed.friedman && (
        <Line
          text={`Uji Friedman: χ²(${formatCount(delayed.friedman.df)}) = ${formatStat(delayed.friedman.statistic)}, ${pText(delayed.friedman.p)}; n = ${formatCount(delayed.students)} siswa dengan ketiga tes.`}
        />
      )}
      <EvidenceTable part="table:delayedPairs" headers={['Pasangan', 'V', 'p', 'p Holm']}>
        <tbody>
          {delayed.pairs.map((pair) => (
            <tr key={`${pair.first}-${pair.second}`}>
              <th scope="row">
                {TEST_LABELS[pair.first]} – {TEST_LABELS[pair.second]}
              </th>
              <td>{formatStat(pair.v, 1)}</td>
              <td>{formatStat(pair.p, 3)}</td>
              <td>{formatStat(pair.pHolm, 3)}</td>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
      <Line
        text={`Retensi kelas: ${formatStat(delayed.classRetention)}; rata-rata retensi siswa: ${formatStat(delayed.meanRetention)} (${formatCount(delayed.retentionUndefined)} siswa tanpa retensi karena posttest sama dengan pretest).`}
      />
    </ReportSection>
  );
}

/** Which sessions were compared: those of one answer-key version, and whether others were too. */
function comparedGroupText({ answerKeyVersion, otherGroups = 0 }: ComparisonFigures) {
  if (!answerKeyVersion) return null;
  const others =
    otherGroups > 0
      ? ` ${formatCount(otherGroups)} kelompok kunci jawaban lain dibandingkan tersendiri.`
      : '';
  return `Yang dibandingkan hanya sesi dengan kunci jawaban ${answerKeyVersion}: siswa dengan kunci jawaban lain mengerjakan soal yang berbeda.${others}`;
}

export function ComparisonSection({
  comparison,
  id = 'analisis-pembanding',
}: {
  comparison: ComparisonFigures;
  id?: string;
}) {
  const { welch, hedgesG, mannWhitney, ancova } = comparison;
  const group = comparedGroupText(comparison);
  const arms = [
    { label: 'Diajar', arm: comparison.taught },
    { label: 'Pembanding', arm: comparison.comparison },
  ];
  return (
    <ReportSection
      id={id}
      title={
        comparison.otherGroups && comparison.answerKeyVersion
          ? `Kelompok pembanding (kunci jawaban ${comparison.answerKeyVersion})`
          : 'Kelompok pembanding'
      }
    >
      {group && <Line text={group} />}
      <Sentence text={comparison.sentence} />
      <EvidenceTable
        part="table:comparison"
        headers={['Kelompok', 'Sesi', 'n', 'M pretest', 'M posttest', 'M gain', 'SD gain']}
      >
        <tbody>
          {arms.map(({ label, arm }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatCount(arm.sessions)}</td>
              <td>{formatCount(arm.students)}</td>
              <td>{formatStat(arm.pre.mean)}</td>
              <td>{formatStat(arm.post.mean)}</td>
              <td>{formatStat(arm.gain.mean)}</td>
              <td>{formatStat(arm.gain.sd)}</td>
            </tr>
          ))}
        </tbody>
      </EvidenceTable>
      {welch && (
        <Line
          text={`Uji Welch pada gain: t(${formatStat(welch.df)}) = ${formatStat(welch.t)}, ${pText(welch.p)}${hedgesG ? `; g = ${formatStat(hedgesG.g)}, IK 95% ${formatCi(hedgesG.ciLow, hedgesG.ciHigh)}` : ''}.`}
        />
      )}
      {mannWhitney && (
        <Line
          text={`Uji Mann–Whitney: W = ${formatStat(mannWhitney.w, 1)}, ${pText(mannWhitney.p)}, r = ${formatStat(mannWhitney.r)}.`}
        />
      )}
      {ancova && (
        <Line
          text={`ANCOVA posttest dengan pretest sebagai kovariat: selisih terkoreksi ${formatStat(ancova.difference)} IK 95% ${formatCi(ancova.ciLow, ancova.ciHigh)}, ${pText(ancova.p)}.`}
        />
      )}
      {comparison.notes.includes('whole-classes-assigned') ? (
        <Line text="Catatan: kurang dari dua sesi dalam satu kelompok; yang dibagi adalah kelas utuh, sehingga perbedaan kelas tidak dapat dipisahkan dari pengaruh pembelajaran." />
      ) : (
        comparison.notes.includes('classes-assigned') && (
          <Line text="Catatan: yang dibagi ke kelompok adalah kelas utuh, bukan siswa; siswa sekelas tidak saling bebas, sehingga p yang dihitung per siswa terlalu optimistis." />
        )
      )}
    </ReportSection>
  );
}

/** One section per research design the analysis answered; nothing for a session without. */
export function DesignsSections({ designs }: { designs: DesignsReport | undefined }) {
  const { attitude, forms, delayed, comparison } = designFigures(designs);
  return (
    <>
      {attitude && <AttitudeSection attitude={attitude} />}
      {forms && <FormsSection forms={forms} />}
      {delayed && <DelayedSection delayed={delayed} />}
      {comparison && <ComparisonSection comparison={comparison} />}
    </>
  );
}
