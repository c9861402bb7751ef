import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * The order in which a page's later parts are drawn: stage 1 after the page's first commit, then
 * each stage after the commit of the one before, each drawn as a transition. A part's first commit
 * writes the styles of every Material UI component in it, a step React cannot pause; drawn in
 * turn, the parts split that work into tasks short enough for a school laptop to stay responsive
 * between them.
 *
 * The count lives here, not in the page's state: when a part arrives, only that part is drawn. A
 * page that kept the count itself drew everything above the new part again at each stage (on the
 * home page, some 400 components on a first load for nothing).
 */
export class Stages {
  private allowed = 0;
  private readonly listeners = new Set<() => void>();

  /** Whether the parts of stage `at` may be drawn. */
  allows(at: number): boolean {
    return at <= this.allowed;
  }

  /** Stage `at` is on screen (0: the page itself): the next stage may follow. */
  drawn(at: number) {
    if (at + 1 <= this.allowed) return;
    this.allowed = at + 1;
    this.listeners.forEach((listener) => listener());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * A page's stages, numbered from 1 without gaps: draw each later part in `<Later>` (or read
 * `useStageReached`). The page itself is not drawn again as they arrive.
 */
export function useStages(): Stages {
  const [stages] = useState(() => new Stages());
  useEffect(() => stages.drawn(0), [stages]);
  return stages;
}

/**
 * Whether stage `at` of `stages` is drawn: false on the first render, true once its turn comes
 * (or at once when `now`, say for printing, or when there are no stages: a part drawn on its own,
 * outside a staged page). The component using it is drawn again then; its commit lets the next
 * stage follow.
 */
export function useStageReached(stages: Stages | undefined, at: number, now = false): boolean {
  const [reached, setReached] = useState(() => !stages || stages.allows(at));
  useEffect(() => {
    if (!stages) return undefined;
    if (reached) {
      stages.drawn(at);
      return undefined;
    }
    const check = () => {
      if (stages.allows(at)) startTransition(() => setReached(true));
    };
    check();
    return stages.subscribe(check);
  }, [reached, stages, at]);
  return reached || now;
}

/** Its children, drawn when stage `at` of `stages` comes (at once when `now` or without stages). */
export function Later({
  stages,
  at,
  now = false,
  children,
}: {
  stages: Stages | undefined;
  at: number;
  now?: boolean;
  children: ReactNode;
}) {
  return useStageReached(stages, at, now) ? children : null;
}
