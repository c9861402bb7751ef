import { earlier, justAfter, later } from './instants';

describe('instants', () => {
  it('compares instants, whatever their offsets', () => {
    // 00:00 WIB on the 21st is 17:00 UTC on the 20th.
    expect(earlier('2026-11-21T00:00:00+07:00', '2026-11-20T18:00:00.000Z')).toBe(
      '2026-11-21T00:00:00+07:00',
    );
    expect(later('2026-11-21T00:00:00+07:00', '2026-11-20T18:00:00.000Z')).toBe(
      '2026-11-20T18:00:00.000Z',
    );
    expect(earlier(undefined, '2026-11-20T18:00:00.000Z')).toBe('2026-11-20T18:00:00.000Z');
  });

  it('steps one millisecond past an instant', () => {
    expect(justAfter('2026-11-21T01:05:00.000Z')).toBe('2026-11-21T01:05:00.001Z');
  });
});
