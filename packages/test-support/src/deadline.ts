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

/** A clean-up step for eachWithin: what it is, its time limit, and the step (absent: skipped). */
export type CleanUpStep = [what: string, ms: number, step: (() => Promise<unknown>) | undefined];

/**
 * Runs every step in turn, each `within` its own time limit, the later ones even when an earlier
 * one failed or hung (so that a hung app still leaves no Redis server or database behind); then
 * fails with every failure's message.
 */
export async function eachWithin(steps: CleanUpStep[]): Promise<void> {
  const failures: Error[] = [];
  for (const [what, ms, step] of steps) {
    if (step) await within(what, ms, step()).catch((error: Error) => failures.push(error));
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, failures.map((failure) => failure.message).join('; '));
  }
}
