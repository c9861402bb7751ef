/**
 * Numbers as an Indonesian text writes them: a decimal comma and a dot between thousands
 * ("1.234,5"). The one number format of the app and the server: counts, percentages and
 * statistics alike.
 *
 * Written out here rather than with `Intl.NumberFormat('id-ID')`, whose first use makes the
 * browser load its Indonesian locale data in the middle of drawing a teacher's page: 90 ms of
 * blocking time at a quarter of a laptop's speed (docs/benchmarks.md). The result is the same as
 * ICU's, digit for digit (a test compares the two): a value is rounded half away from zero on its
 * shortest decimal form, the one JavaScript prints, so 1.005 rounds to "1,01" as ICU does, where
 * `toFixed` (which reads the binary value, 1.00499…) gives "1.00".
 */

export interface DecimalOptions {
  /** Leaves out the decimals a value does not need: "55,5" and "70" rather than "70,0". */
  trimZeros?: boolean;
}

/** The whole and fractional digits of a finite, non-negative number's shortest decimal form. */
function decimalDigits(value: number): { whole: string; fraction: string } {
  const [mantissa, exponentText] = String(value).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  // Where the decimal point falls in `digits` once the exponent (1e-7, 1e+21) is applied.
  const point = whole.length + Number(exponentText ?? 0);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length)
    return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** A string of decimal digits plus one. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` with exactly `digits` decimals, or at most that many with `trimZeros`:
 * formatDecimal(0.6234, 2) → "0,62", formatDecimal(1250, 0) → "1.250",
 * formatDecimal(70, 1, { trimZeros: true }) → "70".
 */
export function formatDecimal(
  value: number,
  digits: number,
  { trimZeros = false }: DecimalOptions = {},
): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const { whole, fraction } = decimalDigits(Math.abs(value));
  let kept = (whole + fraction.padEnd(digits, '0').slice(0, digits)).replace(/^0+(?=\d)/, '');
  if (fraction.length > digits && fraction[digits] >= '5') kept = increment(kept);
  kept = kept.padStart(digits + 1, '0');
  const wholePart = kept.slice(0, kept.length - digits);
  let fractionPart = kept.slice(kept.length - digits);
  if (trimZeros) fractionPart = fractionPart.replace(/0+$/, '');
  const grouped = wholePart.replace(/\B(?=(\d{3})+$)/g, '.');
  // A small negative number that rounds to zero is written "0,00", not "-0,00".
  const sign = value < 0 && /[1-9]/.test(kept) ? '-' : '';
  return `${sign}${grouped}${fractionPart ? `,${fractionPart}` : ''}`;
}

/** A p-value as a report prints it: never 0, "< 0,001" below a thousandth, else "0,023". */
export function formatP(p: number): string {
  return p < 0.001 ? '< 0,001' : formatDecimal(p, 3);
}
