import { useEffect, useState } from 'react';
import { getVideoSource } from '../api/get-video-source';

/**
 * The URL of the school's own video file; null for the embed (also when the server cannot be
 * asked); undefined while asking. Asks only when `wanted` (a YouTube topic, which the file replaces).
 */
export function useVideoSource(wanted = true): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    getVideoSource(controller.signal)
      .then((source) => setUrl(source?.url ?? null))
      .catch(() => !controller.signal.aborted && setUrl(null));
    return () => controller.abort();
  }, [wanted]);
  return url;
}
