// The modules' graph as the mermaid flowchart docs/architecture.md shows, and the block of a
// Markdown file that holds it: the block whose second line is MAP_MARKER.

const MAP_MARKER = '%% The modules and their imports: npm run lint:deps checks this map.';

const WORKSPACES = [
  ['backend_src', 'backend/src/'],
  ['frontend_src', 'frontend/src/'],
  ['packages', 'packages/'],
];

/** The mermaid id of a module: `backend/src/history/` is backend_history. */
const idOf = (module) =>
  module
    .replace(/\/src\//, '/')
    .replace(/\/$/, '')
    .replace(/[^A-Za-z0-9]+/g, '_');

/**
 * The flowchart of `graph` (module → the modules it imports), one subgraph per workspace; a
 * workspace's root module is labelled with its files, `rootFiles(module)`.
 */
export function mermaidMap(graph, rootFiles) {
  const lines = ['flowchart LR', MAP_MARKER];
  for (const [id, prefix] of WORKSPACES) {
    const members = [...graph.keys()].filter((module) => module.startsWith(prefix)).sort();
    if (members.length === 0) continue;
    lines.push(`  subgraph ${id}["${prefix.replace(/\/$/, '')}"]`);
    for (const module of members) {
      const label =
        module === prefix ? rootFiles(module).join(', ') : module.slice(prefix.length, -1);
      lines.push(`    ${idOf(module)}["${label}"]`);
    }
    lines.push('  end');
  }
  const arrows = [...graph]
    .flatMap(([from, tos]) => [...tos].map((to) => `  ${idOf(from)} --> ${idOf(to)}`))
    .sort();
  return [...lines, ...arrows].join('\n');
}

/** The map's block in `markdown`: its text and where it is, or undefined. */
function mapBlock(markdown) {
  for (const match of markdown.matchAll(/```mermaid\n([\s\S]*?)\n```/g)) {
    if (match[1].split('\n')[1] === MAP_MARKER) {
      const start = match.index + '```mermaid\n'.length;
      return { text: match[1], start, end: start + match[1].length };
    }
  }
  return undefined;
}

/**
 * What is wrong with the map in `markdown` (an empty list when it is `wanted`), or, with
 * `write`, the Markdown with `wanted` in its place.
 */
export function compareMap(markdown, wanted, write) {
  const block = mapBlock(markdown);
  if (!block) return { problems: [`no mermaid block whose second line is "${MAP_MARKER}"`] };
  if (write) {
    return {
      problems: [],
      markdown: markdown.slice(0, block.start) + wanted + markdown.slice(block.end),
    };
  }
  const have = new Set(block.text.split('\n'));
  const want = new Set(wanted.split('\n'));
  return {
    problems: [
      ...[...want].filter((line) => !have.has(line)).map((line) => `missing: ${line.trim()}`),
      ...[...have]
        .filter((line) => !want.has(line))
        .map((line) => `not in the code: ${line.trim()}`),
    ],
  };
}
