// Checks the import graph with dependency-cruiser and the rules in .dependency-cruiser.cjs, run
// from the repository's root: fails on a circle between files, type imports included, and on a
// circle between modules. With --map <file.md>, also fails when that file's module map is not
// the modules' graph (module-map.mjs); with --write as well, it rewrites the map instead.
//
//   node .ci/import-graph.mjs [--map docs/architecture.md [--write]]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { compareMap, mermaidMap } from './module-map.mjs';

/** The sources the rules cover: both applications' src and each package's. */
function sources() {
  const packages = existsSync('packages') ? readdirSync('packages') : [];
  return ['backend/src', 'frontend/src', ...packages.map((name) => `packages/${name}/src`)].filter(
    (path) => existsSync(path),
  );
}

/** Tarjan's strongly connected components of a graph given as Map<node, Set<node>>. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** One circle through `start` within `members`, as a path that ends where it began. */
function circleFrom(start, members, graph) {
  const path = [start];
  const walk = (node) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) return true;
      if (!members.has(next) || path.includes(next)) continue;
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return [...path, start];
}

/** Each circle between modules, with the imports of files behind its arrows. */
function moduleCircles(graph, moduleOf, files) {
  return stronglyConnected(graph)
    .filter((component) => component.length > 1)
    .map((component) => {
      const circle = circleFrom(component.sort()[0], new Set(component), graph);
      const imports = circle
        .slice(1)
        .flatMap((to, i) =>
          files
            .filter(({ source }) => moduleOf(source) === circle[i])
            .flatMap(({ source, dependencies }) =>
              dependencies
                .filter(({ resolved }) => moduleOf(resolved) === to)
                .map(({ resolved }) => `  ${source} → ${resolved}`),
            ),
        );
      return [`Module circle: ${circle.join(' → ')}`, ...imports].join('\n');
    });
}

const { values } = parseArgs({
  options: { map: { type: 'string' }, write: { type: 'boolean', default: false } },
});
const options = await extractDepcruiseOptions(resolve('.dependency-cruiser.cjs'));
const tsConfig = extractTSConfig(resolve(options.tsConfig.fileName));
const { output: result } = await cruise(sources(), options, {}, { tsConfig });
const failures = [];

const fileReport = await format(result, { outputType: 'err' });
if (fileReport.exitCode !== 0) failures.push(fileReport.output.trim());

// The modules' graph: dependency-cruiser collapses the files to modules, as `-T archi` draws them.
const { collapsePattern, filters } = options.reporterOptions.archi;
const { output: modules } = await format(result, {
  collapse: collapsePattern,
  includeOnly: filters.includeOnly.path,
  exclude: filters.exclude.path,
});
const graph = new Map(
  modules.modules.map(({ source, dependencies }) => [
    source,
    new Set(dependencies.map(({ resolved }) => resolved)),
  ]),
);
const pattern = new RegExp(collapsePattern);
const moduleOf = (path) => pattern.exec(path)?.[0] ?? path;
const excluded = new RegExp(filters.exclude.path);
const files = result.modules.filter(({ source }) => !excluded.test(source));
failures.push(...moduleCircles(graph, moduleOf, files));

if (values.map) {
  const rootFiles = (root) =>
    files
      .map(({ source }) => source)
      .filter((source) => source.startsWith(root) && !source.slice(root.length).includes('/'))
      .map((source) => source.slice(root.length))
      .sort();
  const { problems, markdown } = compareMap(
    readFileSync(values.map, 'utf8'),
    mermaidMap(graph, rootFiles),
    values.write,
  );
  if (markdown) writeFileSync(values.map, markdown);
  if (problems.length > 0) {
    failures.push(
      [
        `The module map in ${values.map} is not the modules' graph; ` +
          `node .ci/import-graph.mjs --map ${values.map} --write rewrites it.`,
        ...problems.map((problem) => `  ${problem}`),
      ].join('\n'),
    );
  }
}

if (failures.length > 0) {
  process.stderr.write(`${failures.join('\n\n')}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(
    `No import circles, between files or between modules (${graph.size} modules).\n`,
  );
}
