import { useCallback, useEffect, useState } from 'react';

export type EmbedStatus = 'loading' | 'loaded' | 'failed';

export const EMBED_TIMEOUT_MS = 8_000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether an embedded video can play. A cross-origin iframe that fails still fires `load` (for
 * the browser's error page), so an image from the same service is probed as well.
 */
export function useEmbedStatus(probeUrl: string) {
  // The player's reloads: each retry probes again and makes the iframe anew (its key).
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<EmbedStatus>(() => (isOffline() ? 'failed' : 'loading'));

  useEffect(() => {
    if (isOffline()) return;
    let active = true;
    const probe = new Image();
    probe.onerror = () => active && setStatus('failed');
    probe.src = probeUrl;
    const timer = window.setTimeout(
      () => setStatus((current) => (current === 'loading' ? 'failed' : current)),
      EMBED_TIMEOUT_MS,
    );
    return () => {
      active = false;
      probe.onerror = null;
      window.clearTimeout(timer);
    };
  }, [probeUrl, reloads]);

  const markLoaded = useCallback(
    () => setStatus((current) => (current === 'loading' ? 'loaded' : current)),
    [],
  );
  const retry = useCallback(() => {
    setStatus(isOffline() ? 'failed' : 'loading');
    setReloads((n) => n + 1);
  }, []);

  return { status, reloads, markLoaded, retry };
}
