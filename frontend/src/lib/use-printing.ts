import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is printed or laid out for paper, so that parts only paper shows are drawn
 * only then. `beforeprint` draws them synchronously, before the browser lays the page out for
 * the printer; the print media query covers print previews and emulated print media.
 */
export function usePrinting(): boolean {
  // A part mounted while the page is already laid out for paper is drawn at once.
  const [printing, setPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    const media = window.matchMedia?.('print');
    const change = (event: MediaQueryListEvent) => (event.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      media?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
