import { screen, within } from '@testing-library/react';
import type { DesignsReport } from '@piba/shared';
import { jsonResponse, renderApp } from '../../testing/test-utils';
import { statTextContent } from '../../features/analytics/components/stat-text';
import { mockAnalyticsApi, report } from '../../features/analytics/testing/analytics-fixtures';
import { loadAnalysisModulesFirst } from '../../testing/analysis-modules';

jest.mock('../../features/analytics/components/question-chart');
jest.mock('../../features/analytics/components/option-chart');

const describe3 = (n: number, mean: number, sd: number) => ({
  n,
  mean,
  sd,
  median: mean,
  q1: mean - 5,
  q3: mean + 5,
  iqr: 10,
  min: mean - 20,
  max: mean + 20,
});

const paired = {
  normality: null,
  tTest: { t: 3.21, df: 11, p: 0.0083 },
  wilcoxon: null,
  chosen: 'paired-t',
  notes: [],
  sentence: null,
};

/** The four sections as the server's analyses give them, trimmed to what the page reads. */
const designs: DesignsReport = {
  attitude: {
    items: 4,
    range: { min: 4, max: 20 },
    pretest: { n: 12, sum: describe3(12, 13.5, 2.25), alpha: 0.712, alphaReason: null, items: [] },
    posttest: {
      n: 12,
      sum: describe3(12, 15.25, 2.1),
      alpha: 0.804,
      alphaReason: null,
      items: [
        {
          id: 'suka-belajar',
          positive: true,
          mean: 4.1,
          correctedItemTotal: 0.55,
          alphaIfDeleted: 0.76,
          alphaIfDeletedReason: null,
        },
      ],
    },
    incomplete: 1,
    pairs: 12,
    descriptives: {},
    comparison: paired,
    sentence: 'Skala sikap reliabel (α = 0,80) dan skor sikap naik.',
  },
  forms: {
    pretest: { A: describe3(6, 41.5, 10), B: describe3(6, 43, 11) },
    welch: { t: -0.24, df: 9.9, p: 0.81, meanDifference: -1.5, ciLow: -15.2, ciHigh: 12.2 },
    equivalence: {
      margin: 10,
      tLower: 1,
      pLower: 0.04,
      tUpper: 1,
      pUpper: 0.09,
      p: 0.09,
      equivalent: false,
      ciLow: -12.5,
      ciHigh: 9.5,
    },
    orders: [
      {
        preForm: 'A',
        postForm: 'B',
        pairs: 6,
        pre: describe3(6, 41.5, 10),
        post: describe3(6, 70, 9),
        gain: describe3(6, 28.5, 8),
        hake: 0.487,
      },
    ],
    overall: {
      preForm: 'A',
      postForm: 'B',
      pairs: 12,
      pre: describe3(12, 42.25, 10),
      post: describe3(12, 71, 9),
      gain: describe3(12, 28.75, 8),
      hake: 0.498,
      comparison: paired,
    },
    sentence: 'Bentuk A dan B belum terbukti setara.',
  },
  delayed: {
    students: 10,
    descriptives: {
      pretest: describe3(10, 40, 10),
      posttest: describe3(10, 75, 9),
      delayed: describe3(10, 68, 10),
    },
    friedman: { statistic: 16.8, df: 2, p: 0.000225 },
    pairs: [{ first: 'pretest', second: 'posttest', a: 0, b: 1, v: 55, p: 0.002, pHolm: 0.006 }],
    retention: [],
    retentionUndefined: 1,
    meanRetention: 0.79,
    classRetention: 0.8,
    sentence: 'Pengetahuan bertahan.',
  },
  comparison: {
    taught: {
      students: 24,
      sessions: 1,
      pre: describe3(24, 40, 10),
      post: describe3(24, 75, 10),
      gain: describe3(24, 35, 9),
    },
    comparison: {
      students: 22,
      sessions: 1,
      pre: describe3(22, 41, 10),
      post: describe3(22, 50, 10),
      gain: describe3(22, 9, 8),
    },
    welch: { t: 10.4, df: 43.8, p: 0.0000001, meanDifference: 26, ciLow: 21, ciHigh: 31 },
    hedgesG: { d: 3.1, g: 3.05, se: 0.43, ciLow: 2.2, ciHigh: 3.9 },
    mannWhitney: { w: 520, p: 0.00001, exact: false, z: 5.6, r: 0.83 },
    ancova: {
      difference: 25.5,
      se: 2.9,
      t: 8.8,
      df: 43,
      p: 0.0000001,
      ciLow: 19.7,
      ciHigh: 31.3,
      slope: 0.5,
      adjustedControl: 50,
      adjustedTreatment: 75.5,
    },
    notes: ['whole-classes-assigned'],
    sentence: 'Gain kelas yang diajar lebih besar daripada kelompok pembanding.',
  },
};

const readsAs = (text: string) =>
  screen.getByText(
    (_, element) => element?.tagName === 'P' && element.textContent === statTextContent(text),
  );

loadAnalysisModulesFirst();

describe('research designs on the analysis page', () => {
  it('shows no design section for a session without designs', async () => {
    mockAnalyticsApi();
    const { user } = renderApp('/history/analytics');
    await screen.findByRole('heading', { name: 'Ringkasan' });
    await screen.findByRole('heading', { name: 'Siswa berpasangan' });
    for (const title of [
      'Skala sikap',
      'Bentuk soal paralel',
      'Tes tunda',
      'Kelompok pembanding',
    ]) {
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    }
    const method = await screen.findByRole('region', { name: 'Metode analisis' });
    expect(method).toHaveTextContent('one-group pretest–posttest design');
    expect(screen.getByRole('region', { name: 'Keterbatasan' })).toHaveTextContent(
      'Tanpa kelompok pembanding',
    );
    for (const text of [
      'Skala sikap:',
      'Bentuk soal paralel:',
      'Tes tunda:',
      'Kelompok pembanding:',
    ]) {
      expect(method).not.toHaveTextContent(text);
    }
    await user.click(screen.getByRole('button', { name: 'Cara menghitung' }));
    await screen.findByRole('region', { name: 'Cara menghitung' });
    expect(screen.queryByText(/Cronbach/)).not.toBeInTheDocument();
  });

  it('shows each design’s section, its numbered tables and sentence, and how it is calculated', async () => {
    mockAnalyticsApi(() => jsonResponse(200, { ...report(), designs }));
    const { user } = renderApp('/history/analytics');
    await screen.findByRole('heading', { name: 'Skala sikap' });

    const attitude = screen.getByRole('table', { name: /^Tabel \d+\. Skala sikap: skor total/ });
    const [pre, post] = within(attitude).getAllByRole('row').slice(1);
    expect(pre).toHaveTextContent('Pretest1213,502,250,71');
    expect(post).toHaveTextContent('Posttest1215,252,100,80');
    expect(
      screen.getByText('Skala sikap reliabel (α = 0,80) dan skor sikap naik.'),
    ).toBeInTheDocument();
    expect(readsAs('12 pasangan. Uji t berpasangan: t(11) = 3,21, p = 0,008.')).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: /Skala sikap: pernyataan pada posttest$/ }),
    ).toHaveTextContent('suka-belajarpositif4,100,550,76');

    expect(screen.getByRole('heading', { name: 'Bentuk soal paralel' })).toBeInTheDocument();
    const forms = screen.getByRole('table', { name: /Bentuk soal A dan B/ });
    expect(within(forms).getAllByRole('row')[1]).toHaveTextContent('A → B641,5070,0028,500,49');
    expect(screen.getByText(/^TOST/)).toHaveTextContent(
      /IK 90% \[-12,50; 9,50\]; belum terbukti setara/,
    );

    const delayed = screen.getByRole('table', { name: /Pretest, posttest dan tes tunda$/ });
    expect(within(delayed).getAllByRole('row')[3]).toHaveTextContent('Tes tunda1068,0010,00');
    expect(
      readsAs('Uji Friedman: χ²(2) = 16,80, p < 0,001; n = 10 siswa dengan ketiga tes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /penyesuaian Holm$/ })).toHaveTextContent(
      'Pretest – Posttest55,00,0020,006',
    );

    const arms = screen.getByRole('table', { name: /Kelas yang diajar dan kelompok pembanding$/ });
    expect(within(arms).getAllByRole('row')[2]).toHaveTextContent(
      'Pembanding12241,0050,009,008,00',
    );
    expect(screen.getByText(/^Uji Welch pada gain/)).toHaveTextContent(
      'g = 3,05, IK 95% [2,20; 3,90]',
    );
    expect(screen.getByText(/^Uji Welch pada gain/).querySelector('i')).toHaveTextContent('t');
    expect(screen.getByText(/^Catatan: kurang dari dua sesi/)).toBeInTheDocument();

    // The tables follow the report's numbering without a gap.
    const numbers = screen
      .getAllByRole('table')
      .map((table) => /^Tabel (\d+)\./.exec(table.getAttribute('aria-label') ?? '')?.[1])
      .filter(Boolean)
      .map(Number);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0] + index));

    // "Metode analisis" names each design and the tests run on it, "Pustaka" the works cited.
    const method = await screen.findByRole('region', { name: 'Metode analisis' });
    // The limitations follow the designs: classes not assigned at random, parallel forms.
    const limitations = screen.getByRole('region', { name: 'Keterbatasan' });
    expect(limitations).toHaveTextContent(
      'Kelas yang diajar dan kelas pembanding tidak dibagi secara acak',
    );
    expect(limitations).toHaveTextContent('memakai bentuk soal paralel A dan B');
    expect(limitations).not.toHaveTextContent('Tanpa kelompok pembanding');
    expect(limitations).not.toHaveTextContent('memakai soal yang sama');
    for (const text of [
      'Skala sikap: 4 pernyataan Likert (1–5)',
      'α Cronbach (Cronbach, 1951)',
      'pada data ini dipakai uji t berpasangan',
      'Bentuk soal paralel: desain A-B: bentuk A pada pretest dan bentuk B pada posttest',
      'uji t Welch (Welch, 1947)',
      '(TOST; Schuirmann, 1987) dengan batas ±10 poin persen',
      'Tes tunda: siswa mengerjakan tes lagi',
      'uji Friedman (Friedman, 1937)',
      'dengan p disesuaikan menurut Holm (1979)',
      'nonequivalent control group design) dengan 1 kelas yang diajar dan 1 kelas pembanding',
      'Hedges & Olkin (1985), uji Mann–Whitney (Mann & Whitney, 1947)',
      'ANCOVA posttest atas pretest dan kelompok',
      'kelompok dengan kurang dari dua kelas tidak memisahkan perbedaan antarkelas',
      'friedman.test, wilcox.test dan p.adjust',
    ]) {
      expect(method).toHaveTextContent(text);
    }
    const references = within(method).getByTestId('references');
    for (const work of [
      'Cronbach, L. J. (1951)',
      'Friedman, M. (1937)',
      'Hedges, L. V., & Olkin, I. (1985)',
      'Mann, H. B., & Whitney, D. R. (1947)',
      'Schuirmann, D. J. (1987)',
      'Welch, B. L. (1947)',
    ]) {
      expect(references).toHaveTextContent(work);
    }
    const listed = within(references)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)));

    await user.click(screen.getByRole('button', { name: 'Cara menghitung' }));
    await screen.findByRole('region', { name: 'Cara menghitung' });
    for (const term of [
      'Skala sikap: Cronbach α',
      'Bentuk soal A dan B: Welch dan TOST',
      'Tes tunda: Friedman, Wilcoxon dengan Holm, retensi',
      'Kelompok pembanding: Welch, Hedges g, Mann–Whitney, ANCOVA',
    ]) {
      expect(
        screen.getByText(
          (_, element) =>
            element?.tagName === 'DT' && element.textContent === statTextContent(term),
        ),
      ).toBeInTheDocument();
    }
  });
});
