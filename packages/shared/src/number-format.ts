/**
 * Numbers as an Indonesian text writes them: a decimal comma and a dot between thousands
 * ("1.234,5"), the same in Node and in every browser (both read the 'id-ID' locale from ICU).
 * The one number format of the app and the server: counts, percentages and statistics alike.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export interface DecimalOptions {
  /** Leaves out the decimals a value does not need: "55,5" and "70" rather than "70,0". */
  trimZeros?: boolean;
}

function formatterFor(digits: number, trimZeros: boolean): Intl.NumberFormat {
  const key = `${digits}:${trimZeros}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: trimZeros ? 0 : digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
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
  const text = formatterFor(digits, trimZeros).format(value);
  // A small negative number that rounds to zero is written "0,00", not "-0,00".
  return /^-0(,0*)?$/.test(text) ? text.slice(1) : text;
}

/** A p-value as a report prints it: never 0, "< 0,001" below a thousandth, else "0,023". */
export function formatP(p: number): string {
  return p < 0.001 ? '< 0,001' : formatDecimal(p, 3);
}
