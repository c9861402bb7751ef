import { act, renderHook } from '@testing-library/react';
import { usePrinting } from './use-printing';

/** A print media query that can be switched, as a browser's is by print preview. */
function printMedia(initially: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const media = {
    matches: initially,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return (matches: boolean) => {
    media.matches = matches;
    listeners.forEach((listener) => listener({ matches } as MediaQueryListEvent));
  };
}

describe('usePrinting', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is true at once for a part drawn while the page is already laid out for paper', () => {
    printMedia(true);
    const { result } = renderHook(() => usePrinting());
    expect(result.current).toBe(true);
  });

  it('follows the print media query on screen', () => {
    const switchTo = printMedia(false);
    const { result } = renderHook(() => usePrinting());
    expect(result.current).toBe(false);
    act(() => switchTo(true));
    expect(result.current).toBe(true);
    act(() => switchTo(false));
    expect(result.current).toBe(false);
  });
});
