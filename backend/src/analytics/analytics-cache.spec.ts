import { jest } from '@jest/globals';
import { AnalyticsCache, CACHE_MAX_AGE_MS, spreadMaxAge } from './analytics-cache.js';

describe('AnalyticsCache', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-25T08:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const counter = () => {
    let calls = 0;
    return { compute: () => Promise.resolve(++calls) };
  };

  it('answers a selection again from what it kept while its results are unchanged', async () => {
    const cache = new AnalyticsCache();
    const { compute } = counter();
    expect(await cache.read('8A', 's1', compute)).toBe(1);
    jest.advanceTimersByTime(CACHE_MAX_AGE_MS - 1);
    expect(await cache.read('8A', 's1', compute)).toBe(1);
  });

  it('computes again once the results changed', async () => {
    const cache = new AnalyticsCache();
    const { compute } = counter();
    await cache.read('8A', 's1', compute);
    expect(await cache.read('8A', 's2', compute)).toBe(2);
  });

  it('computes again after the longest time an answer is kept, for writes of other containers', async () => {
    const cache = new AnalyticsCache();
    const { compute } = counter();
    await cache.read('8A', 's1', compute);
    jest.advanceTimersByTime(CACHE_MAX_AGE_MS);
    expect(await cache.read('8A', 's1', compute)).toBe(2);
  });

  it('keeps parts computed together (spread) for different times, each at most the longest', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `session ${i}`);
    const ages = keys.map(spreadMaxAge);
    for (const age of ages) {
      expect(age).toBeGreaterThanOrEqual(CACHE_MAX_AGE_MS / 2);
      expect(age).toBeLessThan(CACHE_MAX_AGE_MS);
    }
    expect(new Set(ages).size).toBeGreaterThan(30);
    const cache = new AnalyticsCache();
    const { compute } = counter();
    const [first, last] = [...keys].sort((a, b) => spreadMaxAge(a) - spreadMaxAge(b));
    await cache.read(first, 's1', compute, { spread: true });
    await cache.read(last, 's1', compute, { spread: true });
    jest.advanceTimersByTime(spreadMaxAge(first));
    expect(await cache.read(first, 's1', compute, { spread: true })).toBe(3);
    expect(await cache.read(last, 's1', compute, { spread: true })).toBe(2);
  });
});
