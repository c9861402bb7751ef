import type { Plugin } from 'vite';

const STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;

/** What Material UI's theme functions import for a theme with CSS variables, and its stand-in. */
const WITH_CSS_VARIABLES: Record<string, { id: string; code: string }> = {
  './createThemeWithVars.mjs': {
    id: '\0piba:create-theme-with-vars',
    code: 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
  },
  './ThemeProviderWithVars.mjs': {
    id: '\0piba:theme-provider-with-vars',
    code: 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
  },
};

const MESSAGE =
  'The build leaves out Material UI themes with CSS variables (build-plugins/theme-without-css-variables.ts)';

/**
 * The app's theme (app/theme.ts) and Material UI's default theme have no CSS variables and no
 * colour schemes, so `createTheme` and `ThemeProvider` never call their CSS-variables branch. Both
 * still import it, and with it the colour-scheme provider, its storage and its script: about 7 KB
 * of gzipped JavaScript in the main bundle of every page. The build replaces that branch with a
 * function that fails saying so, should a theme ever ask for CSS variables.
 */
export function themeWithoutCssVariables(): Plugin {
  return {
    name: 'piba:theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !STYLES.test(importer)) return null;
      return WITH_CSS_VARIABLES[source]?.id ?? null;
    },
    load(id) {
      const stub = Object.values(WITH_CSS_VARIABLES).find((candidate) => candidate.id === id);
      return stub ? `const MESSAGE = ${JSON.stringify(MESSAGE)};\n${stub.code}` : null;
    },
  };
}
