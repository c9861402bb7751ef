/**
 * Numbers as an Indonesian text writes them: a decimal comma and a dot between thousands
 * ("1.234,5"), the same in Node and in every browser (both read the 'id-ID' locale from ICU).
 */
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(digits: number): Intl.NumberFormat {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    formatters.set(digits, formatter);
  }
  return formatter;
}

/** `value` with exactly `digits` decimals: formatDecimal(0.6234, 2) → "0,62". */
export function formatDecimal(value: number, digits: number): string {
  const text = formatterFor(digits).format(value);
  // A small negative number that rounds to zero is written "0,00", not "-0,00".
  return /^-0(,0*)?$/.test(text) ? text.slice(1) : text;
}

/** A p-value as a report prints it: never 0, "< 0,001" below a thousandth, else "0,023". */
export function formatP(p: number): string {
  return p < 0.001 ? '< 0,001' : formatDecimal(p, 3);
}
