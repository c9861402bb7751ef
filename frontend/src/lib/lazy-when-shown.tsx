import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A part a page draws only now and then (a dialog, a notice): its code is downloaded the first
 * time `shown(props)` is true, not with the page. Once loaded it stays drawn, so that it can fade
 * out when closed; until then it draws nothing.
 */
export function lazyWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shown: (props: Props) => boolean,
): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function WhenShown(props: Props) {
    const [used, setUsed] = useState(false);
    const showing = shown(props);
    if (showing && !used) setUsed(true);
    if (!showing && !used) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
