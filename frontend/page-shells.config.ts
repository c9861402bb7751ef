import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

/**
 * Each page is a lazy chunk, so without a hint the browser only asks for the page's code after
 * the main bundle has run: a round trip more on a slow school network. Modulepreload links in the
 * HTML fetch it alongside the main bundle.
 *
 * `index.html` answers `/` and every student page, and preloads the home page, where most visits
 * start. A teacher page opened by its address gets its own copy, under `pages/` (the server
 * answers `/history` with `pages/history.html`), that preloads the teacher layout and that page
 * instead: the teacher's laptop then does not download the home page, and the student pages keep
 * the teacher's code out of theirs.
 */
export const PAGE_SHELLS: Record<string, string[]> = {
  'index.html': ['src/app/routes/home.tsx'],
  'pages/history.html': ['src/app/teacher-layout.tsx', 'src/app/routes/history.tsx'],
  'pages/history/analytics.html': ['src/app/teacher-layout.tsx', 'src/app/routes/analytics.tsx'],
  'pages/history/sessions.html': ['src/app/teacher-layout.tsx', 'src/app/routes/sessions.tsx'],
};

/** A chunk and every chunk it imports statically, by file name. */
function withStaticImports(start: Chunk, byFile: Map<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach((file) => byFile.has(file) && visit(byFile.get(file)!));
  };
  visit(start);
  return files;
}

/** The modulepreload links for a page: its chunks that the main bundle does not already load. */
function preloadLinks(modules: string[], chunks: Chunk[]): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const loaded = withStaticImports(entry, byFile);
  const files = new Set<string>();
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`No chunk for ${module}: update PAGE_SHELLS`);
    withStaticImports(chunk, byFile).forEach((file) => loaded.has(file) || files.add(file));
  }
  return [...files]
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />\n`)
    .join('');
}

/** `pages/history/analytics.html` → `/history/analytics`. */
const pagePath = (fileName: string) => fileName.replace(/^pages/, '').replace(/\.html$/, '');

/**
 * The Emotion styles a teacher page draws first, written into its shell. Material UI writes each
 * component's styles while React commits, a step the browser cannot interrupt; on a school
 * laptop that made the page's longest tasks. Emotion takes a `<style data-emotion="css name …">`
 * in the document as already written, so the browser skips those. The styles are found by
 * drawing each page in jsdom at build time (`first-paint-styles.mjs`); a style the page draws
 * that the shell lacks is written by the browser as before.
 */
async function firstPaintStyles(fileNames: string[]): Promise<Record<string, string>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [resolve(import.meta.dirname, 'first-paint-styles.mjs'), ...fileNames.map(pagePath)],
    { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
  const styles: Record<string, { names: string[]; css: string }> = JSON.parse(stdout);
  return Object.fromEntries(
    fileNames.map((fileName) => {
      const { names, css } = styles[pagePath(fileName)];
      if (/<\/style/i.test(css))
        throw new Error(`${fileName}: a style would end the style element`);
      return [fileName, `    <style data-emotion="css ${names.join(' ')}">${css}</style>\n`];
    }),
  );
}

/** Writes the page shells of PAGE_SHELLS: index.html with its links, and the teacher pages'. */
export function pageShells(): Plugin {
  let styles: Promise<Record<string, string>>;
  return {
    name: 'piba:page-shells',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      // Drawn beside the bundling, which does not need them.
      styles = firstPaintStyles(Object.keys(PAGE_SHELLS).filter((file) => file !== 'index.html'));
      styles.catch(() => undefined);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return this.error('index.html is missing from the build');
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const shell = String(html.source);
        if (!/<\/head>/.test(shell)) return this.error('index.html has no </head>');
        let pageStyles: Record<string, string>;
        try {
          pageStyles = await styles;
        } catch (error) {
          return this.error(`Drawing the teacher pages for their first styles failed: ${error}`);
        }
        for (const [fileName, modules] of Object.entries(PAGE_SHELLS)) {
          let links: string;
          try {
            links = preloadLinks(modules, chunks);
          } catch (error) {
            return this.error(String(error));
          }
          const head = links + (pageStyles[fileName] ?? '');
          const source = shell.replace(/\s*<\/head>/, `\n${head}  </head>`);
          if (fileName === 'index.html') html.source = source;
          else this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}
