import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Tests hand their own client (no retries) to the teacher pages through this. It is a context of
 * its own because React Query itself loads only with those pages, never on the student pages.
 */
export const QueryClientOverride = createContext<QueryClient | undefined>(undefined);
