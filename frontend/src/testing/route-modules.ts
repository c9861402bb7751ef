import type { RouteModule } from '../app/route-modules';

/** Jest's stand-in for app/route-modules.ts: the same lookup, by require. */
export const routeModules = new Proxy<Record<string, RouteModule>>(
  {},
  {
    get: (_target, file: string) => () =>
      import(`../app/routes/${file.replace(/^\.\/routes\//, '')}`),
  },
);
