import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the screen (and from then on): a heavy part
 * further down the page, such as a chart, is drawn as the reader scrolls towards it rather than
 * while the top of the page is still appearing. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, margin]);
  return near;
}
