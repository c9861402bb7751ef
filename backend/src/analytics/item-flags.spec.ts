import { likelyWrongKey, questionFlags, sameForEveryone } from './item-flags.js';

describe('sameForEveryone', () => {
  it('marks a question everyone answered right, or no one', () => {
    expect([sameForEveryone(12, 12), sameForEveryone(12, 0), sameForEveryone(12, 5)]).toEqual([
      'right',
      'wrong',
      null,
    ]);
    expect(sameForEveryone(0, 0)).toBeNull();
  });
});

describe('likelyWrongKey', () => {
  const chosen = (a: number, b: number, c: number) => ({ 1: a, 2: b, 3: c });

  it('points at a wrong option chosen by 80% or more, exactly 80% included', () => {
    // Key A; 8 of 10 chose B.
    expect(likelyWrongKey(10, chosen(1, 8, 1), 1)).toBe(2);
    // 4 of 5 is 80% too; 79 of 100 is not.
    expect(likelyWrongKey(5, chosen(0, 1, 4), 2)).toBe(3);
    expect(likelyWrongKey(100, chosen(79, 21, 0), 2)).toBeNull();
  });

  it('never points at the key, however many chose it, nor without answers', () => {
    expect(likelyWrongKey(10, chosen(10, 0, 0), 1)).toBeNull();
    expect(likelyWrongKey(0, chosen(0, 0, 0), 1)).toBeNull();
  });
});

describe('questionFlags', () => {
  it('marks a question in the easy band on the pre-test as known before the lesson', () => {
    expect(questionFlags({ band: 'mudah' })).toEqual(['known-before']);
    expect([questionFlags({ band: 'sedang' }), questionFlags({ band: null })]).toEqual([[], []]);
  });
});
