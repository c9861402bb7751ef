import { Injectable } from '@nestjs/common';
import { ResultChanges } from './result-changes.js';

/** Selections kept at once: every session of a large programme, each with a class or two. */
export const CACHED_SELECTIONS = 200;

/**
 * The last answers of the analysis, per selection (a session and class, or the programme view
 * of a scope), kept until results change (ResultChanges). Requests for a selection being computed
 * wait for that one computation. Least recently used selections go first.
 */
@Injectable()
export class AnalyticsCache {
  private readonly entries = new Map<string, { stamp: number; value: Promise<unknown> }>();

  constructor(private readonly changes: ResultChanges) {}

  read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = this.changes.current;
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry && entry.stamp === stamp) {
      this.entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    const value = compute();
    const fresh = { stamp, value };
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
