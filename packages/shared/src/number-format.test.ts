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
