import { fnv1a32 } from '@piba/shared';
import { Injectable } from '@nestjs/common';

/**
 * Selections kept at once: every session of a large programme four times (its evidence and its
 * pairs for the comparison of arms, each with and without the flagged pairs, for the programme
 * view), and the selections teachers open.
 */
export const CACHED_SELECTIONS = 1_000;

/**
 * How long an answer is kept at most. The stamps see this process's writes, and with REDIS_URL
 * those of every replica (SharedResultChanges); without it, or while Redis fails, a result saved
 * through another app container reaches this one's analysis within this time (docs/deploy.md,
 * "Scaling").
 */
export const CACHE_MAX_AGE_MS = 15_000;

/**
 * How long a part kept with `spread` is kept at most: between half of CACHE_MAX_AGE_MS and all of
 * it, by a hash of its key. Parts of one answer computed together (the programme view's sessions)
 * then expire one by one, not all at once: a request after that age reads a few sessions again,
 * not every one.
 */
export const spreadMaxAge = (key: string) =>
  Math.floor(CACHE_MAX_AGE_MS * (0.5 + Number.parseInt(fnv1a32(key), 16) / 2 ** 33));

/**
 * The last answers of the analysis, per selection (a session and class, or the programme view
 * of a scope), kept while the stamp of its results (ResultChanges) stays the same, for at most
 * CACHE_MAX_AGE_MS. Requests for a selection being computed wait for that one computation. Least
 * recently used selections go first.
 */
@Injectable()
export class AnalyticsCache {
  private readonly entries = new Map<
    string,
    { stamp: string; since: number; value: Promise<unknown> }
  >();

  /**
   * `stamp` is taken before computing: a change while it runs makes the answer stale at once.
   * With `spread`, the answer is kept for spreadMaxAge(key) at most.
   */
  read<T>(
    key: string,
    stamp: string,
    compute: () => Promise<T>,
    { spread = false }: { spread?: boolean } = {},
  ): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    this.entries.delete(key);
    const maxAge = spread ? spreadMaxAge(key) : CACHE_MAX_AGE_MS;
    if (entry && entry.stamp === stamp && now - entry.since < maxAge) {
      this.entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    const value = compute();
    const fresh = { stamp, since: now, value };
    this.entries.set(key, fresh);
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    while (this.entries.size > CACHED_SELECTIONS) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }
}
