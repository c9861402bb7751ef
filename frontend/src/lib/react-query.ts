import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: {
    // A retried POST could save the same quiz result twice.
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
