/**
 * Holm's step-down adjustment of a family of p-values, as R's `p.adjust(p, "holm")`: sorted
 * ascending, the i-th smallest of m is multiplied by m − i + 1, the running maximum taken and the
 * result capped at 1 (S. Holm, "A simple sequentially rejective multiple test procedure", Scand.
 * J. Statist. 6, 65–70 (1979)). A null (no test) stays null and is not counted in m.
 */
export function holm(p: readonly (number | null)[]): (number | null)[] {
  const tested = p.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
  tested.sort((a, b) => a.value - b.value);
  const m = tested.length;
  const adjusted: (number | null)[] = p.map(() => null);
  let running = 0;
  tested.forEach(({ value, index }, rank) => {
    running = Math.max(running, (m - rank) * value);
    adjusted[index] = Math.min(1, running);
  });
  return adjusted;
}
