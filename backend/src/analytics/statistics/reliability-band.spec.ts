import { reliabilityBand } from './index.js';

describe('reliabilityBand (Arikunto)', () => {
  it('puts each coefficient in the band whose lower end it reaches', () => {
    const banded = [1, 0.8, 0.799, 0.6, 0.599, 0.4, 0.399, 0.2, 0.199, 0, -0.5].map((r) => [
      r,
      reliabilityBand(r),
    ]);
    expect(banded).toEqual([
      [1, 'very-high'],
      [0.8, 'very-high'],
      [0.799, 'high'],
      [0.6, 'high'],
      [0.599, 'moderate'],
      [0.4, 'moderate'],
      [0.399, 'low'],
      [0.2, 'low'],
      [0.199, 'very-low'],
      [0, 'very-low'],
      [-0.5, 'very-low'],
    ]);
  });

  it('has no band without a coefficient', () => {
    expect(reliabilityBand(null)).toBeNull();
  });
});
