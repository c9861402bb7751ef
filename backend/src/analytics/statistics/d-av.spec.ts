import { dAv, pairedTTest } from './index.js';

describe('dAv (Lakens 2013, eq. 10)', () => {
  it('divides the mean difference by the mean of the two SDs, by hand', () => {
    // Pre 30, 50, 60 (SD √233.3 = 15.275), post 50, 80, 70 (SD 15.275): 20 / 15.275 = 1.3093.
    expect(dAv([30, 50, 60], [50, 80, 70])).toBeCloseTo(20 / Math.sqrt(700 / 3), 12);
    // Pre SD 10, post SD 30: the mean difference 20 over (10 + 30) / 2 = 20 gives exactly 1.
    expect(dAv([40, 50, 60], [40, 70, 100])).toBeCloseTo(1, 12);
  });

  it('is negative when the post-test is lower, and differs from d_z when the tests correlate', () => {
    expect(dAv([80, 70, 90], [60, 70, 70])).toBeLessThan(0);
    const t = pairedTTest([40, 50, 60, 70], [52, 61, 73, 80]);
    expect(t).not.toBeNull();
    // Tests that move together: a small SD of the differences, so d_z far above d_av.
    expect(t!.dz).toBeGreaterThan(3 * t!.dAv!);
    expect(t!.dAv).toBeCloseTo(dAv([40, 50, 60, 70], [52, 61, 73, 80])!, 12);
  });

  it('is undefined below 2 pairs or when neither test has any spread, and needs pairs', () => {
    expect(dAv([50], [70])).toBeNull();
    expect(dAv([], [])).toBeNull();
    expect(dAv([50, 50, 50], [70, 70, 70])).toBeNull();
    expect(() => dAv([50, 60], [70])).toThrow(RangeError);
  });
});
