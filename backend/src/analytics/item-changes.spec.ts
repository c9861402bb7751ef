import { mcnemarTestsOf } from './item-changes.js';

describe('each question’s change between the tests', () => {
  it('reads the counts the database adds up, as numbers or as text, and tests each question', () => {
    // MariaDB answers SUM as text. binom.test(12, 15): p = 0.03515625; binom.test(1, 8):
    // p = 0.0703125; Holm over the two tested questions: 0.0703125 for both.
    const changes = mcnemarTestsOf(
      { wr_0: '12', rw_0: '3', wr_1: 0, rw_1: 0, wr_2: 1, rw_2: 7 },
      3,
    );
    expect(changes).toEqual([
      {
        wrongToRight: 12,
        rightToWrong: 3,
        p: expect.closeTo(0.03515625, 12),
        pHolm: expect.closeTo(0.0703125, 12),
      },
      { wrongToRight: 0, rightToWrong: 0, p: null, pHolm: null },
      {
        wrongToRight: 1,
        rightToWrong: 7,
        p: expect.closeTo(0.0703125, 12),
        pHolm: expect.closeTo(0.0703125, 12),
      },
    ]);
  });

  it('counts no change and tests nothing without tested students', () => {
    expect(mcnemarTestsOf(undefined, 2)).toEqual([
      { wrongToRight: 0, rightToWrong: 0, p: null, pHolm: null },
      { wrongToRight: 0, rightToWrong: 0, p: null, pHolm: null },
    ]);
  });
});
