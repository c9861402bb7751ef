import { useCallback, useEffect, useState } from 'react';

/** Index with wrap-around, plus ArrowLeft/ArrowRight anywhere on the page. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);

  const previous = useCallback(
    () => setIndex((i) => (count ? (i - 1 + count) % count : 0)),
    [count],
  );
  const next = useCallback(() => setIndex((i) => (count ? (i + 1) % count : 0)), [count]);
  const goTo = useCallback((target: number) => setIndex(target), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [previous, next]);

  return { index, previous, next, goTo };
}
