import { render, screen, within } from '@testing-library/react';
import type { QuestionMeasures } from '@piba/shared';
import { report } from '../testing/analytics-fixtures';
import { QuestionTable } from './question-table';

const [first, second] = report().questions;

function rows(questions: QuestionMeasures[]) {
  render(<QuestionTable questions={questions} shown />);
  const table = screen.getByRole('table');
  const [header, ...body] = within(table).getAllByRole('row');
  const cells = (row: HTMLElement) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
  return { header: cells(header), body: body.map(cells) };
}

describe('the question table’s change between the tests', () => {
  it('counts the students wrong→right and right→wrong and gives McNemar’s p adjusted by Holm', () => {
    const { header, body } = rows([
      { ...first, mcnemar: { wrongToRight: 12, rightToWrong: 3, p: 0.03515625, pHolm: 0.0703125 } },
      {
        ...second,
        mcnemar: { wrongToRight: 1250, rightToWrong: 4, p: 1e-300, pHolm: 2e-300 },
      },
    ]);
    expect(header.slice(-3)).toEqual(['Salah→benar', 'Benar→salah', 'p (McNemar, Holm)']);
    // Holm's p, not McNemar's own: 0,070 rather than 0,035; counts with a thousands point.
    expect(body.map((row) => row.slice(-3))).toEqual([
      ['12', '3', '0,070'],
      ['1.250', '4', '< 0,001'],
    ]);
  });

  it('shows a dash for the p of a question no student changed, and for an answer without the change', () => {
    const { body } = rows([
      { ...first, mcnemar: { wrongToRight: 0, rightToWrong: 0, p: null, pHolm: null } },
      { ...second, mcnemar: undefined },
    ]);
    expect(body.map((row) => row.slice(-3))).toEqual([
      ['0', '0', '-'],
      ['-', '-', '-'],
    ]);
  });
});
