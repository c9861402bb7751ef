import type { Plugin, Rollup } from 'vite';
import {
  EARLY_REQUESTS_MODULE,
  hasParameter,
  routeModule,
  shellFile,
  TEACHER_LAYOUT_MODULE,
  TEACHER_PAGES,
} from '../src/app/teacher-pages';

type Chunk = Rollup.OutputChunk;

/**
 * Each page is a lazy chunk, so without a hint the browser only asks for the page's code after
 * the main bundle has run: a round trip more on a slow school network. Modulepreload links in the
 * HTML fetch it alongside the main bundle.
 *
 * `index.html` answers `/` and every student page, and preloads the home page, where most visits
 * start. A teacher page opened by its address gets its own copy, under `pages/` (the server
 * answers `/history` with `pages/history.html`), that preloads the teacher layout and that page
 * instead, and the code of its first requests: the teacher's laptop then does not download the
 * home page, and the student pages keep the teacher's code out of theirs. A page whose path has a parameter is answered by index.html.
 */
export const PAGE_SHELLS: Record<string, string[]> = {
  'index.html': ['src/app/routes/home.tsx'],
  ...Object.fromEntries(
    TEACHER_PAGES.filter((page) => !hasParameter(page)).map((page) => [
      shellFile(page),
      [
        ...(page.firstRequests.length > 0 ? [EARLY_REQUESTS_MODULE] : []),
        TEACHER_LAYOUT_MODULE,
        routeModule(page),
      ],
    ]),
  ),
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
    if (!chunk) throw new Error(`No chunk for ${module}: see src/app/teacher-pages.ts`);
    withStaticImports(chunk, byFile).forEach((file) => loaded.has(file) || files.add(file));
  }
  return [...files]
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />\n`)
    .join('');
}

/** Writes the page shells of PAGE_SHELLS: index.html with its links, and the teacher pages'. */
export function pageShells(): Plugin {
  return {
    name: 'piba:page-shells',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return this.error('index.html is missing from the build');
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const shell = String(html.source);
        if (!/<\/head>/.test(shell)) return this.error('index.html has no </head>');
        for (const [fileName, modules] of Object.entries(PAGE_SHELLS)) {
          let links: string;
          try {
            links = preloadLinks(modules, chunks);
          } catch (error) {
            return this.error(String(error));
          }
          const source = shell.replace(/\s*<\/head>/, `\n${links}  </head>`);
          if (fileName === 'index.html') html.source = source;
          else this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}
