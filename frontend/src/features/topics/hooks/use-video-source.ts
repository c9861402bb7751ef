import { useEffect, useState } from 'react';
import { getVideoSource } from '../api/get-video-source';

/**
 * The URL of the school's own video file; null for the embed (also when the server cannot be
 * asked); undefined while asking.
 */
export function useVideoSource(): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getVideoSource(controller.signal)
      .then((source) => setUrl(source?.url ?? null))
      .catch(() => !controller.signal.aborted && setUrl(null));
    return () => controller.abort();
  }, []);
  return url;
}
