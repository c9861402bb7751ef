import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Halo, {name}</p>;

/** A module load that settles when the test says so, counting how often it was asked for. */
function controlledLoad() {
  const load = {
    calls: 0,
    resolve: () => {},
    reject: (_error: Error) => {},
    fn: () => {
      load.calls += 1;
      return new Promise<{ default: typeof Greeting }>((resolve, reject) => {
        load.resolve = () => resolve({ default: Greeting });
        load.reject = reject;
      });
    },
  };
  return load;
}

const page = (Page: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Memuat halaman</p>}>
    <Page name="Sari" />
  </Suspense>
);

describe('preloadable', () => {
  it('draws a component loaded beforehand at once, without its fallback', async () => {
    const load = controlledLoad();
    const Page = preloadable(load.fn);
    const loaded = Page.preload();
    load.resolve();
    await loaded;

    render(page(Page));

    // No await: the first commit already holds the page.
    expect(screen.getByText('Halo, Sari')).toBeInTheDocument();
    expect(screen.queryByText('Memuat halaman')).not.toBeInTheDocument();
    expect(load.calls).toBe(1);
  });

  it('suspends as lazy does when drawn before its code has loaded, loading it once', async () => {
    const load = controlledLoad();
    const Page = preloadable(load.fn);

    render(page(Page));
    expect(screen.getByText('Memuat halaman')).toBeInTheDocument();
    const loaded = Page.preload();
    load.resolve();
    await act(() => loaded);

    expect(await screen.findByText('Halo, Sari')).toBeInTheDocument();
    expect(load.calls).toBe(1);
  });

  it('loads again after a failed download', async () => {
    const load = controlledLoad();
    const Page = preloadable(load.fn);
    const first = Page.preload();
    load.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');

    const second = Page.preload();
    load.resolve();
    await second;

    expect(load.calls).toBe(2);
    render(page(Page));
    expect(screen.getByText('Halo, Sari')).toBeInTheDocument();
  });
});
