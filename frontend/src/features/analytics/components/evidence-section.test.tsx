import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { pairedStudent } from '../testing/analytics-fixtures';
import { evidence, tooFewPairs, wilcoxonEvidence } from '../testing/evidence-fixtures';
import { EvidenceSection } from './evidence-section';
import { statTextContent } from './stat-text';

const PAIRS = [pairedStudent(), pairedStudent({ name: 'Budi', pre: 60, post: 50 })];

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the evidence of the analysis page', () => {
  it('leads with the sentence and the number of pairs', () => {
    renderWithProviders(<EvidenceSection evidence={evidence()} pairs={PAIRS} />);
    const sentence = screen.getByTestId('evidence-sentence');
    // Its symbols are set (d with a subscript z), so it reads "dz" where the server wrote "d_z".
    expect(sentence).toHaveTextContent(statTextContent(evidence().sentence!));
    expect(sentence.querySelector('sub')).toHaveTextContent('z');
    expect(sentence).not.toHaveTextContent('d_z');
    expect(sentence).toHaveTextContent('Dihitung dari 12 pasangan pretest–posttest.');
    // The chart says in words what it shows.
    expect(
      screen.getByRole('img', {
        name: '1 dari 2 siswa berpasangan nilainya naik; rata-rata dari 45,8 menjadi 72,5.',
      }),
    ).toBeInTheDocument();
  });

  it('writes every figure with a decimal comma, and p below a thousandth as "< 0,001"', () => {
    renderWithProviders(<EvidenceSection evidence={evidence()} pairs={PAIRS} />);
    expect(rowsOf('Tabel 1. Statistik deskriptif')).toEqual([
      ['Pretest', '12', '45,83', '14,43', '45,00', '15,00 (37,50–52,50)', '20,00', '70,00'],
      ['Posttest', '12', '72,50', '12,88', '75,00', '12,50 (67,50–80,00)', '50,00', '90,00'],
      [
        'Selisih (post − pre)',
        '12',
        '26,67',
        '7,79',
        '30,00',
        '10,00 (20,00–30,00)',
        '10,00',
        '40,00',
      ],
    ]);
    expect(rowsOf('Tabel 2. Uji normalitas Shapiro–Wilk')).toEqual([
      [
        'Selisih (post − pre)',
        '12',
        '0,912',
        '0,226',
        'selisih tidak menyimpang secara bermakna dari normal: dipakai uji t berpasangan',
      ],
    ]);
    expect(rowsOf('Tabel 3. Uji perbedaan pretest–posttest dan besar efek')).toEqual([
      [
        'Uji t berpasangan',
        '11,87',
        '11',
        '< 0,001',
        '26,67',
        '[21,72; 31,61]',
        '3,43',
        '[1,93; 4,90]',
        '1,95',
      ],
    ]);
    // Each effect size says what it means and which benchmark applies to it; the other test
    // is reported beside the chosen one.
    const effects = screen.getByTestId('effect-sizes');
    expect(effects).toHaveTextContent(
      /dz = 3,43, IK 95% \[1,93; 4,90\]: .*patokan Cohen tidak dipakai untuk dz/,
    );
    expect(effects).toHaveTextContent(
      /dav = 1,95 \(besar\): .*\(Lakens, 2013\)\. Inilah yang sebanding dengan patokan Cohen \(1988\)/,
    );
    expect(effects).toHaveTextContent(
      'Pemeriksaan dengan uji lain pada data yang sama: uji peringkat bertanda Wilcoxon memberi V = 78,0; z = 3,07; p = 0,002; r = 0,89; kesimpulannya sama.',
    );
    expect(rowsOf('Tabel 4. N-gain')).toEqual([
      ['⟨g⟩ Hake (dari rata-rata kelas)', '0,49', 'sedang'],
      ['Rata-rata g tiap siswa', '0,52', 'sedang'],
      ['Siswa berkategori Tinggi (g ≥ 0,7)', '25,0%', 'tinggi'],
      ['Siswa berkategori Sedang (0,3 ≤ g < 0,7)', '50,0%', 'sedang'],
      ['Siswa berkategori Rendah (g < 0,3)', '25,0%', 'rendah'],
      ['Rata-rata c (Marx & Cummings)', '0,52', '-'],
    ]);
    // Dots only between thousands (5.000), never as a decimal point.
    expect(document.body.textContent).not.toMatch(/\d\.\d(?!\d\d)/);
  });

  it('shows the Wilcoxon test with r, its n of non-zero differences and the rank-biserial', () => {
    renderWithProviders(<EvidenceSection evidence={wilcoxonEvidence()} pairs={PAIRS} />);
    expect(rowsOf('Tabel 2. Uji normalitas Shapiro–Wilk')[0][4]).toBe(
      'selisih menyimpang secara bermakna dari normal: dipakai uji Wilcoxon',
    );
    expect(rowsOf('Tabel 3. Uji perbedaan pretest–posttest dan besar efek')).toEqual([
      ['Uji peringkat bertanda Wilcoxon', '55,0', '2,82', '0,005', '10', '0,89', '1,00'],
    ]);
    expect(screen.getByText(/2 siswa dengan selisih 0 tidak ikut dihitung/)).toBeInTheDocument();
    const effects = screen.getByTestId('effect-sizes');
    expect(effects).toHaveTextContent(/r = 0,89 \(besar\): .*patokan Cohen \(1988\) untuk r/);
    expect(effects).toHaveTextContent(
      'Pemeriksaan dengan uji lain pada data yang sama: uji t berpasangan memberi t(11) = 11,87; p < 0,001; dz = 3,43; kesimpulannya sama.',
    );
  });

  it('with fewer than 3 pairs, runs no test and says why', () => {
    renderWithProviders(<EvidenceSection evidence={tooFewPairs()} pairs={PAIRS} />);
    expect(
      screen.getByText(
        'Uji statistik tidak dijalankan: baru ada 2 siswa yang mengerjakan pretest dan posttest, padahal uji berpasangan memerlukan paling sedikit 3 pasangan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('evidence-sentence')).toHaveTextContent(
      'Belum ada kesimpulan: uji statistik belum dapat dijalankan',
    );
    expect(
      screen.queryByRole('table', {
        name: 'Tabel 3. Uji perbedaan pretest–posttest dan besar efek',
      }),
    ).not.toBeInTheDocument();
    expect(rowsOf('Tabel 2. Uji normalitas Shapiro–Wilk')[0].slice(2)).toEqual([
      '-',
      '-',
      'tidak diuji',
    ]);
  });

  it('cautions below 10 pairs, explains zero differences and large samples, counts who is left out', () => {
    renderWithProviders(
      <EvidenceSection
        evidence={evidence({
          notes: ['small-sample', 'all-differences-zero', 'normality-not-run-large'],
          excludedOtherKey: 2,
          excludedMaterialsFirst: 1,
          pretestOnly: 3,
          posttestOnly: 1,
        })}
        pairs={PAIRS}
      />,
    );
    for (const text of [
      /Hati-hati: kurang dari 10 pasangan/,
      /setiap siswa sama dengan nilai pretest-nya \(semua selisih 0\)/,
      /Lebih dari 5\.000 pasangan: uji Shapiro–Wilk tidak dijalankan/,
      '2 pasangan tidak diikutkan karena dinilai dengan versi kunci jawaban lain.',
      '1 pasangan tidak diikutkan karena siswanya membuka materi sebelum pretest.',
      /^3 siswa hanya mengerjakan pretest dan 1 siswa hanya mengerjakan posttest/,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('says how many students a 100% pre-test leaves out of g', () => {
    const base = evidence();
    renderWithProviders(
      <EvidenceSection
        evidence={{ ...base, nGain: { ...base.nGain, excludedFullPretest: 2, gStudents: 10 } }}
        pairs={PAIRS}
      />,
    );
    expect(
      screen.getByText(/dari 10 siswa yang g-nya dapat dihitung\. 2 siswa dengan pretest 100%/),
    ).toBeInTheDocument();
  });

  it('keeps the formulas behind "Cara menghitung" until asked', async () => {
    const { user } = renderWithProviders(<EvidenceSection evidence={evidence()} pairs={PAIRS} />);
    const folded = screen.getByRole('button', { name: 'Cara menghitung' });
    expect(folded).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Shapiro–Wilk pada α = 0,05/)).not.toBeInTheDocument();
    await user.click(folded);
    // Its texts are loaded when opened; the opened bar keeps the focus.
    const details = await screen.findByRole('region', { name: 'Cara menghitung' });
    const toggle = screen.getByRole('button', { name: 'Cara menghitung' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    for (const text of [
      /Shapiro–Wilk pada α = 0,05/,
      /t = d̄ \/ \(sd \/ √n\)/,
      /dz = d̄ \/ sd: seberapa seragam perubahan antarsiswa/,
      /dav = d̄ \/ \(\(SD pretest \+ SD posttest\) \/ 2\)/,
      /r = z \/ √n, dengan n banyaknya selisih yang bukan nol/,
      /Rank-biserial \(Kerby, 2014\)/,
      /⟨g⟩ = \(rata-rata post − rata-rata pre\) \/ \(100 − rata-rata pre\)/,
      /g = \(post − pre\) \/ \(100 − pre\) untuk tiap siswa/,
      /c = \(post − pre\) \/ \(100 − pre\) bila naik/,
      /pretest pertamanya dipasangkan dengan posttest terakhirnya.*ID peserta.*nama dan kelas yang sama dalam satu sesi/,
    ]) {
      // A rule's symbols are set in italics and subscripts: its text is read whole.
      const rule = [...details.querySelectorAll('dd')].find((dd) => text.test(dd.textContent));
      expect(rule).toBeVisible();
    }
    expect(details).not.toHaveTextContent(/[a-z]_[a-z]/);
  });
});

describe('the unpaired students', () => {
  it('names only the test some students lack', () => {
    renderWithProviders(
      <EvidenceSection evidence={evidence({ pretestOnly: 0, posttestOnly: 2 })} pairs={PAIRS} />,
    );
    expect(
      screen.getByText(
        '2 siswa hanya mengerjakan posttest; tanpa pasangan, nilainya tidak ikut diuji.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hanya mengerjakan pretest/)).not.toBeInTheDocument();
  });
});
