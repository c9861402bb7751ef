import { useQueryClient } from '@tanstack/react-query';
import { isKeyRefusal } from './teacher-request';

/** The client's retry policy, except that a refused key is asked for at once, not retried. */
export function useRetryUnlessRefused() {
  const fallback = useQueryClient().getDefaultOptions().queries?.retry ?? 3;
  return (failureCount: number, error: Error): boolean => {
    if (isKeyRefusal(error)) return false;
    if (typeof fallback === 'function') return fallback(failureCount, error);
    return typeof fallback === 'number' ? failureCount < fallback : fallback;
  };
}
