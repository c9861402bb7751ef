import type { ComponentType } from 'react';

export type RouteModule = () => Promise<{ default: ComponentType }>;

/**
 * Every route module by its file name (`./routes/history.tsx`), each loaded lazily into a chunk
 * of its own. Jest has no import.meta.glob: its tests get src/testing/route-modules.ts instead.
 */
export const routeModules = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]) as Record<string, RouteModule>;
