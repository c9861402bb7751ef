// `npm run bench:renders -- [--path /] [--names N] [build ...]`: how much React draws while a page loads, for
// one or more builds of the frontend (folders holding a `vite build`; the current `frontend/dist`
// when none is given): the commits, the components mounted, and the components drawn again, that
// is work done twice. A component is drawn again when its parent is (say, a page that keeps a
// count of its stages in its own state draws everything above the new part again) or when its own
// state or context changes.
//
// Counted from the commits React reports to the React DevTools' hook, which the page finds already
// installed, in a Chromium without an inspector at full speed; each figure is the median of
// `--runs` loads. The counts depend on the order in which the page's answers arrive, so they move
// a little from load to load; they do not depend on the machine's speed. `--names N` also lists,
// for the first load of each build, the N components drawn again most often; their names are
// readable in a build made with `npx vite build --minify false --outDir <folder>`. Prints
// figures; it passes or fails nothing.
import { parseArgs } from 'node:util';
import { CHROME_FLAGS, CHROME_PATH, median, ROOT, startBenchServers } from './bench-server.mjs';
import { launchPlainChromium, loadPlain } from './plain-chromium.mjs';

const { values, positionals } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '5' },
    names: { type: 'string', default: '0' },
  },
  allowPositionals: true,
});
const builds = positionals.length > 0 ? positionals : [`${ROOT}/frontend/dist`];

/**
 * Installs a stand-in for the React DevTools' hook that counts, at each commit, the components
 * mounted and those drawn again: a fiber not in the previous commit's tree whose alternate was is
 * a new version of a component, and it was drawn if React flagged it as having done work
 * (PerformedWork, 1); one with no earlier version is a mount.
 */
function countRenders() {
  const seen = { commits: 0, mounted: 0, drawnAgain: 0, names: {} };
  const nameOf = ({ type }) =>
    type?.displayName ?? type?.name ?? type?.render?.name ?? type?.type?.name ?? 'anonymous';
  globalThis.__renders = seen;
  let previous = new Set();
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      const current = new Set();
      const visit = (first) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          current.add(fiber);
          // Host elements (tag 5) and texts (6) are not components.
          const component = fiber.tag !== 5 && fiber.tag !== 6;
          if (component && !previous.has(fiber)) {
            if (fiber.alternate && previous.has(fiber.alternate)) {
              if (fiber.flags & 1) {
                seen.drawnAgain += 1;
                const name = nameOf(fiber);
                seen.names[name] = (seen.names[name] ?? 0) + 1;
              }
            } else {
              seen.mounted += 1;
            }
          }
          visit(fiber.child);
        }
      };
      visit(root.current.child);
      previous = current;
      seen.commits += 1;
    },
  };
}

const servers = await startBenchServers(builds);
try {
  const chrome = launchPlainChromium(CHROME_PATH, CHROME_FLAGS);
  const loads = builds.map(() => []);
  try {
    for (let run = 0; run < Number(values.runs); run += 1) {
      for (const [index, server] of servers.entries()) {
        loads[index].push(
          await loadPlain(chrome, `${server.base}${values.path}`, {
            cpuRate: 1,
            initScript: `(${countRenders})()`,
            settleMs: 3000,
            expression: 'globalThis.__renders',
          }),
        );
      }
    }
  } finally {
    chrome.close();
  }
  console.log(`${values.path}, what React draws while the page loads, median of ${values.runs}`);
  console.table(
    Object.fromEntries(
      builds.map((build, index) => [
        build,
        {
          commits: median(loads[index].map((one) => one.commits)),
          'components mounted': median(loads[index].map((one) => one.mounted)),
          'components drawn again': median(loads[index].map((one) => one.drawnAgain)),
        },
      ]),
    ),
  );
  const names = Number(values.names);
  if (names > 0) {
    for (const [index, build] of builds.entries()) {
      const often = Object.entries(loads[index][0].names)
        .sort(([, a], [, b]) => b - a)
        .slice(0, names);
      console.log(`${build}, drawn again most often on the first load:`);
      console.table(Object.fromEntries(often));
    }
  }
} finally {
  for (const server of servers) server.stop();
}
