import { reliabilityBand } from './index.js';

describe('reliabilityBand (Arikunto)', () => {
  it('puts each coefficient in the band whose lower end it reaches', () => {
    const banded = [1, 0.8, 0.799, 0.6, 0.599, 0.4, 0.399, 0.2, 0.199, 0, -0.5].map((r) => [
      r,
      reliabilityBand(r),
    ]);
    expect(banded).toEqual([
      [1, 'sangat-tinggi'],
      [0.8, 'sangat-tinggi'],
      [0.799, 'tinggi'],
      [0.6, 'tinggi'],
      [0.599, 'cukup'],
      [0.4, 'cukup'],
      [0.399, 'rendah'],
      [0.2, 'rendah'],
      [0.199, 'sangat-rendah'],
      [0, 'sangat-rendah'],
      [-0.5, 'sangat-rendah'],
    ]);
  });

  it('has no band without a coefficient', () => {
    expect(reliabilityBand(null)).toBeNull();
  });
});
