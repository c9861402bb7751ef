import { formatDecimal, formatP } from './number-format.js';

describe('formatDecimal', () => {
  it('writes a decimal comma with exactly the digits asked for', () => {
    expect(formatDecimal(0.6234, 2)).toBe('0,62');
    expect(formatDecimal(70, 0)).toBe('70');
    expect(formatDecimal(12.5, 1)).toBe('12,5');
    expect(formatDecimal(3, 2)).toBe('3,00');
    expect(formatDecimal(0.0236, 3)).toBe('0,024');
  });

  it('separates thousands with a dot', () => {
    expect(formatDecimal(1234.5, 1)).toBe('1.234,5');
    expect(formatDecimal(100000, 0)).toBe('100.000');
    expect(formatDecimal(1234567.891, 2)).toBe('1.234.567,89');
  });

  it('keeps the minus of a negative number, but not of one that rounds to zero', () => {
    expect(formatDecimal(-2.5, 1)).toBe('-2,5');
    expect(formatDecimal(-0.41, 2)).toBe('-0,41');
    expect(formatDecimal(-0.0001, 3)).toBe('0,000');
    expect(formatDecimal(-0, 0)).toBe('0');
  });
});

describe('formatDecimal with trimZeros', () => {
  it('writes at most the digits asked for, without trailing zeros', () => {
    expect(formatDecimal(55.5, 1, { trimZeros: true })).toBe('55,5');
    expect(formatDecimal(70, 1, { trimZeros: true })).toBe('70');
    expect(formatDecimal(56.66, 1, { trimZeros: true })).toBe('56,7');
    expect(formatDecimal(0.5, 2, { trimZeros: true })).toBe('0,5');
    expect(formatDecimal(1250.04, 1, { trimZeros: true })).toBe('1.250');
  });

  it('keeps the minus of a negative number, but not of one that rounds to zero', () => {
    expect(formatDecimal(-2.5, 1, { trimZeros: true })).toBe('-2,5');
    expect(formatDecimal(-0.01, 1, { trimZeros: true })).toBe('0');
  });
});

describe('formatP', () => {
  it('never writes p as 0: below a thousandth it is "< 0,001"', () => {
    expect(formatP(0)).toBe('< 0,001');
    expect(formatP(1e-12)).toBe('< 0,001');
    expect(formatP(0.000999)).toBe('< 0,001');
  });

  it('else writes p with three decimals', () => {
    expect(formatP(0.001)).toBe('0,001');
    expect(formatP(0.0234)).toBe('0,023');
    expect(formatP(0.23)).toBe('0,230');
    expect(formatP(1)).toBe('1,000');
  });
});

describe('formatDecimal against ICU', () => {
  /** What the app wrote before, with the browser's and Node's own Indonesian number format. */
  const formats = new Map<string, Intl.NumberFormat>();
  function icu(value: number, digits: number, trimZeros: boolean): string {
    const key = `${digits}:${trimZeros}`;
    if (!formats.has(key)) {
      const minimumFractionDigits = trimZeros ? 0 : digits;
      const options = { minimumFractionDigits, maximumFractionDigits: digits, useGrouping: true };
      formats.set(key, new Intl.NumberFormat('id-ID', options));
    }
    const text = formats.get(key)!.format(value);
    return /^-0(,0*)?$/.test(text) ? text.slice(1) : text;
  }

  /** A reproducible spread of values: halves at every place, thirds, huge and tiny ones. */
  function* samples(): Generator<number> {
    let seed = 20261127;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 4000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 14 - 8);
      const sign = random() < 0.3 ? -1 : 1;
      yield sign * random() * magnitude;
      yield (sign * Math.round(random() * 100000)) / 1000; // ties such as 1,005 and 0,125
      yield (sign * Math.floor(random() * 1000)) / 7;
    }
    yield* [0, -0, 0.5, 1.5, 2.5, -0.5, 1.005, 1.0049999, 9.995, 99.95, 999999.5, 1e21, 1.5e-7];
    yield* [123456789012345680000, 0.000001, 5e-324, Number.MAX_SAFE_INTEGER, NaN, Infinity];
  }

  it('writes every value, to 0–4 decimals, trimmed or not, as ICU did', () => {
    const differences: string[] = [];
    for (const value of samples()) {
      for (let digits = 0; digits <= 4; digits += 1) {
        for (const trimZeros of [false, true]) {
          const ours = formatDecimal(value, digits, { trimZeros });
          const theirs = icu(value, digits, trimZeros);
          if (ours !== theirs)
            differences.push(`${value} ${digits} ${trimZeros}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
    // 120,000 comparisons: 0.6 s alone, 2 s beside two busy loops; Jest's 5 s is too near.
  }, 30_000);
});
