import { type ComponentType, lazy, useState } from 'react';

type Module<Props> = { default: ComponentType<Props> };

export type Preloadable<Props> = ComponentType<Props> & {
  /** Loads the component's code (once; again after a failure). */
  preload: () => Promise<Module<Props>>;
};

/**
 * A component in a chunk of its own, as React's `lazy` makes one, that can also be loaded before
 * it is first drawn. Drawn before its code has loaded, it suspends as `lazy` does; drawn after
 * `preload()` has settled, it draws at once.
 *
 * The app loads the page at its address before its first render (main.tsx). A first render that
 * suspends commits the Suspense fallback (the page's spinner), and React then holds the page back
 * for at least 300 ms after that fallback appeared, to keep it from flickering: on every load,
 * whatever the machine.
 */
export function preloadable<Props extends object>(
  load: () => Promise<Module<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload) as ComponentType<Props>;
  function PreloadedOrLazy(props: Props) {
    // Chosen once: changing from the lazy stand-in to the component itself would mount it anew.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadedOrLazy, { preload });
}
