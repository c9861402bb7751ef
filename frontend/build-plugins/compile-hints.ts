import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome and Edge 136 and later): a file that begins with this
 * comment has all its functions compiled while it downloads, on a background thread. Without it,
 * V8 compiles a function on the main thread the first time it is called, and the main bundle's
 * functions (React, the router, Material UI's core) are nearly all called while the first page
 * is drawn: that work then lands in the long tasks of a school laptop's first seconds. Other
 * browsers read an ordinary comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the very start of the entry chunk (V8 reads it only there), after
 * Vite's own additions to the chunk. Only the entry gets it: a page's chunk also holds code that
 * runs later or never (dialogs, CSV export, printing), and compiling that too made the page
 * slower on a busy machine (docs/benchmarks.md).
 */
export function compileHints(): Plugin {
  return {
    name: 'piba:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
        );
        if (entries.length === 0) return this.error('The build has no entry chunk');
        for (const entry of entries) {
          // The production build makes no source map; one made on request would be a line off.
          if (entry.map) {
            this.warn(`No compile hint in ${entry.fileName}: it has a source map`);
            continue;
          }
          entry.code = `${COMPILE_HINT}\n${entry.code}`;
        }
      },
    },
  };
}
