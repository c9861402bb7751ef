import type { Plugin, Rollup } from 'vite';
import { packVersionPath } from '../src/features/lesson-pack/api/get-pack-version';
import { DEFAULT_PACK_KEY } from '../src/features/lesson-pack/pack-version';
import { ACCESS_STATUS_PATH } from '../src/features/teacher-access/api/access-status';
import { API_BASE } from '../src/lib/api-client';
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
 * `index.html` answers `/` (where most visits start) and every page without a shell of its own,
 * and preloads the home page. The quiz and the slides, opened by their address (a link from the
 * teacher, a reload in the lab), get shells of their own under `pages/` that preload their page
 * instead of the home page; a `[name]` segment in a shell's file name stands for any one segment
 * of the address (`pages/topics/[slide].html` answers `/topics/slide-1`). A teacher page opened
 * by its address gets its own copy (the server answers `/history` with `pages/history.html`) that
 * preloads the teacher layout and that page, and the code of its first requests: the teacher's
 * laptop then does not download the home page, and the student pages keep the teacher's code out
 * of theirs. A teacher page whose path has a parameter is answered by index.html.
 */
/** The student pages' shells: each waits for the lesson pack before it is drawn (router.tsx). */
const STUDENT_SHELLS: Record<string, string[]> = {
  'index.html': ['src/app/routes/home.tsx'],
  'pages/questions.html': ['src/app/routes/questions.tsx'],
  'pages/topics/[slide].html': ['src/app/routes/topic.tsx'],
};

export const PAGE_SHELLS: Record<string, string[]> = {
  ...STUDENT_SHELLS,
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

/**
 * The API answers a page waits for before it is drawn (router.tsx): whether the server runs open,
 * on every page, and the default lesson pack, on the student pages. Asked for by the page shell
 * (preload links), they arrive beside the page's code; asked for by the main bundle, they left
 * only once it had downloaded and run, a round trip later on a slow network. The app's own
 * request for the same address takes the preloaded answer. A tab in a session asks for its
 * session's version of the pack instead, and the default's answer (some 5 KB) goes unused.
 */
export const FIRST_ANSWERS: Record<string, string[]> = Object.fromEntries(
  Object.keys(PAGE_SHELLS).map((fileName) => [
    fileName,
    [
      API_BASE + ACCESS_STATUS_PATH,
      ...(fileName in STUDENT_SHELLS ? [API_BASE + packVersionPath(DEFAULT_PACK_KEY)] : []),
    ],
  ]),
);

const answerLinks = (paths: string[]) =>
  paths
    .map((path) => `    <link rel="preload" href="${path}" as="fetch" crossorigin />\n`)
    .join('');

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
          const source = shell.replace(
            /\s*<\/head>/,
            `\n${answerLinks(FIRST_ANSWERS[fileName] ?? [])}${links}  </head>`,
          );
          if (fileName === 'index.html') html.source = source;
          else this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
  };
}
