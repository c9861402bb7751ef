/**
 * Waits for `step`, and fails naming `what` when it has not finished within `ms`: a clean-up that
 * hangs (an app that does not close, a database that cannot be dropped) then says which one,
 * where Jest would only say that the whole hook ran out of time.
 */
export async function within<T>(what: string, ms: number, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}
