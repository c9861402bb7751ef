import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `stages` later parts to draw: none on the first render, then one more
 * after each commit, each drawn as a transition. A part's first commit writes the styles of
 * every Material UI component in it, a step React cannot pause; drawn in turn, the parts split
 * that work into tasks short enough for a school laptop to stay responsive between them.
 */
export function useStages(stages: number) {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < stages) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, stages]);
  return drawn;
}
