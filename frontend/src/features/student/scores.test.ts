import { clearScore, readScore, saveScore } from './scores';

const stored = (key: string) => window.sessionStorage.getItem(key);

describe('score', () => {
  it('stores and clears score and percentage', () => {
    saveScore('7/10', '70.00');
    expect(stored('score')).toBe('7/10');
    expect(stored('percentage')).toBe('70.00');
    clearScore();
    expect(readScore()).toEqual({ score: null, percentage: null });
  });
});
