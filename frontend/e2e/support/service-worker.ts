import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Resolves once the service worker has precached the app and controls the page. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
  });
}

/** Paths (`/assets/...`) of every file in the service worker's caches. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The JavaScript file Vite built for a source module, from the build's manifest. */
export function builtFileOf(webRoot: string, module: string): string {
  const manifest = JSON.parse(
    readFileSync(resolve(webRoot, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not in the build's manifest`);
  return `/${chunk.file}`;
}
