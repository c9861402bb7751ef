import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * Properties that a browser able to run the app (the build's target: Chrome and Edge 111,
 * Firefox 114, Safari 16.4) still reads only under a -webkit- name.
 */
const WEBKIT_NAMES: Readonly<Record<string, string>> = {
  // Safari.
  'user-select': '-webkit-user-select',
  'backdrop-filter': '-webkit-backdrop-filter',
  'box-decoration-break': '-webkit-box-decoration-break',
  'text-size-adjust': '-webkit-text-size-adjust',
  // Chrome before 120.
  mask: '-webkit-mask',
  'mask-image': '-webkit-mask-image',
  // Colours kept in print: Chrome before 136 and Safari.
  'color-adjust': '-webkit-print-color-adjust',
  'print-color-adjust': '-webkit-print-color-adjust',
};

/** Writes the -webkit- twin before each declaration that still needs one (stylis middleware). */
const webkitPrefixes: StylisPlugin = (element) => {
  const name = typeof element.props === 'string' ? WEBKIT_NAMES[element.props] : undefined;
  if (element.type === 'decl' && name && !element.return) {
    element.return = `${name}:${element.children as string};${element.value}`;
  }
};

/**
 * Emotion's cache with vendor prefixes only where a supported browser needs them. Its default
 * prefixer also writes -webkit-, -moz- and -ms- copies of every flex, transform, transition and
 * animation rule, for browsers that cannot run the app: on the results page that was 28% of the
 * CSS that Material UI compiles and inserts while React commits, work React cannot interrupt
 * (docs/benchmarks.md).
 */
export function createStyleCache() {
  return createCache({ key: 'css', stylisPlugins: [webkitPrefixes] });
}
