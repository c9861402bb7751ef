import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { SiteFooterWhenNear } from './footer-when-near';

describe('the site footer at the end of the home page', () => {
  let reached: ((entries: { isIntersecting: boolean }[]) => void) | undefined;

  beforeEach(() => {
    reached = undefined;
    // The browser's observer, told here when the reader scrolls near the footer's place.
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reached = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('keeps its place until the reader scrolls near it, then shows it', async () => {
    renderWithProviders(<SiteFooterWhenNear />);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByTestId('footer-place')).toHaveAttribute('aria-busy', 'true');

    act(() => reached!([{ isIntersecting: true }]));
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Tautan Terkait');
    expect(screen.queryByTestId('footer-place')).not.toBeInTheDocument();
  });
});
