import { render, screen, within } from '@testing-library/react';
import type { DesignsReport } from '@piba/shared';
import { captionsOf, ReportCaptions } from '../report-captions';
import { shownParts } from '../report-parts';
import { researchReport } from '../testing/report-fixtures';
import { DesignsSections } from './designs-section';

const describe3 = (n: number, mean: number) => ({
  n,
  mean,
  sd: 10,
  median: mean,
  q1: mean - 5,
  q3: mean + 5,
  iqr: 10,
  min: mean - 20,
  max: mean + 20,
});

const item = (answered: number, p: number | null, discrimination: number | null) => ({
  answered,
  p,
  band: p === null ? null : 'sedang',
  discrimination,
});

const order = {
  preForm: 'A',
  postForm: 'B',
  pairs: 6,
  pre: describe3(6, 41.5),
  post: describe3(6, 70),
  gain: describe3(6, 28.5),
  hake: 0.487,
};

/** Parallel forms as the server answers them, with or without form B's per-question figures. */
const formsOf = (B?: object): DesignsReport => ({
  forms: {
    pretest: { A: describe3(6, 41.5), B: describe3(6, 43) },
    items: { note: 'Analisis per soal dihitung per bentuk.', ...(B ? { B } : {}) },
    welch: null,
    equivalence: null,
    orders: [order],
    overall: { ...order, comparison: { chosen: null, tTest: null, wilcoxon: null } },
    sentence: null,
  },
});

const formB = {
  pretest: 6,
  posttest: 5,
  bothTimes: 0,
  questions: [
    { name: 'bentukb1', pre: item(6, 0.5, 0.333), post: item(5, 0.8, 0.25) },
    { name: 'bentukb2', pre: item(6, 0.167, null), post: item(5, null, null) },
  ],
};

describe("form B's per-question figures", () => {
  it('shows each question of form B with its difficulty and discrimination on each test', () => {
    render(<DesignsSections designs={formsOf(formB)} />);
    const table = screen.getByRole('table', {
      name: /Bentuk soal B: indeks kesukaran dan daya pembeda per soal$/,
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('NoSoal bentuk Bp pretestD pretestp posttestD posttest');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '1bentukb10,500,330,800,25',
      '2bentukb20,17---',
    ]);
    expect(
      screen.getByText(/Pretest: 6 siswa mengerjakan bentuk B; posttest: 5 siswa\.$/),
    ).toBeInTheDocument();
  });

  it('numbers the table right after the forms table', () => {
    const designs = formsOf(formB);
    const shown = shownParts({ ...researchReport(), designs }, null);
    render(
      <ReportCaptions.Provider value={captionsOf(shown)}>
        <DesignsSections designs={designs} />
      </ReportCaptions.Provider>,
    );
    const [forms, items] = screen
      .getAllByRole('table')
      .map((table) => Number(/^Tabel (\d+)\./.exec(table.getAttribute('aria-label')!)![1]));
    expect(items).toBe(forms + 1);
  });

  it('draws no form B table for an answer without its figures', () => {
    render(<DesignsSections designs={formsOf()} />);
    expect(screen.queryByRole('table', { name: /Bentuk soal B/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Bentuk soal A dan B/ })).toBeInTheDocument();
  });
});
