import { questions, type ItemMeasures, type OptionValue, type TestReliability } from '@piba/shared';
import { kr20, optionShares, pointBiserial } from './item-quality.js';
import { round } from './round.js';

type Numeric = number | string | null;
/** One source's row of ITEM_QUALITY: sums named by question index i and option o. */
export type QualityRow = { source: 'pre' | 'post' } & Record<string, Numeric>;

const count = (row: QualityRow | undefined, column: string) => Number(row?.[column] ?? 0);
const byOption = (row: QualityRow | undefined, prefix: string) =>
  ({
    1: count(row, `${prefix}_1`),
    2: count(row, `${prefix}_2`),
    3: count(row, `${prefix}_3`),
  }) satisfies Record<OptionValue, number>;

const totals = (row: QualityRow | undefined) => ({
  n: count(row, 'answered'),
  total: count(row, 'total'),
  totalSquares: count(row, 'total_squares'),
});

/** Question i's point-biserial and option shares in one test. */
export function itemQualityOf(
  row: QualityRow | undefined,
  index: number,
): Pick<ItemMeasures, 'pointBiserial' | 'options'> {
  const key = questions[index].correctAnswer;
  const chosen = byOption(row, `n_${index}`);
  const options = optionShares(
    {
      answered: count(row, 'answered'),
      upper: count(row, 'upper_n'),
      chosen,
      chosenByUpper: byOption(row, `u_${index}`),
    },
    key,
  );
  return {
    pointBiserial: round(
      pointBiserial({ ...totals(row), right: chosen[key], rightTotal: count(row, `xt_${index}`) }),
    ),
    options: options.map((option) => ({
      ...option,
      share: round(option.share),
      upperShare: round(option.upperShare),
    })),
  };
}

/** KR-20 of one test over every question of the bank. */
export function reliabilityOf(row: QualityRow | undefined): TestReliability {
  const sums = totals(row);
  const shares = questions.map((question, i) =>
    sums.n ? count(row, `n_${i}_${question.correctAnswer}`) / sums.n : 0,
  );
  return { answered: sums.n, kr20: round(kr20(shares, sums)) };
}
