import { expectedPercentage, parseScore } from './score.js';

describe('parseScore', () => {
  it.each([
    ['7/10', { correct: 7, total: 10 }],
    ['0/10', { correct: 0, total: 10 }],
    ['10/10', { correct: 10, total: 10 }],
    ['1/100', { correct: 1, total: 100 }],
  ])('reads %s', (score, parsed) => {
    expect(parseScore(score)).toEqual(parsed);
  });

  it.each(['11/10', '1/0', '0/0', '5/101', '7', '7/10 ', '-1/10', '7.5/10', 'a/b', '', 7])(
    'rejects %p',
    (score) => {
      expect(parseScore(score)).toBeNull();
    },
  );
});

describe('expectedPercentage', () => {
  it('truncates what the client shows with two decimals', () => {
    expect(expectedPercentage({ correct: 7, total: 10 })).toBe(70);
    expect(expectedPercentage({ correct: 2, total: 3 })).toBe(66); // client shows 66.67
    expect(expectedPercentage({ correct: 1, total: 3 })).toBe(33);
    expect(expectedPercentage({ correct: 10, total: 10 })).toBe(100);
  });
});
