/** The earlier of two instants (either may be missing), whatever their offsets. */
export function earlier(a?: string, b?: string): string | undefined {
  if (!a || !b) return a ?? b;
  return Date.parse(a) <= Date.parse(b) ? a : b;
}

/** The later of two instants (either may be missing), whatever their offsets. */
export function later(a?: string, b?: string): string | undefined {
  if (!a || !b) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/** Just after `instant`, for an exclusive `to` that keeps the record saved at `instant`. */
export const justAfter = (instant: string) => new Date(Date.parse(instant) + 1).toISOString();
