// Lighthouse (mobile emulation) as the web benchmarks run it: one page load's scores, the
// median of several runs, and the CPU slowdown that emulates a machine of a given speed.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROME_FLAGS, CHROME_PATH, ROOT } from './bench-server.mjs';

// Lighthouse's simulated scores move by several hundredths between runs on the same machine;
// each page is measured this many times and the median run is printed, with the range.
export const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
// Lighthouse slows the CPU 4× to emulate a phone, whatever the machine it runs on. With
// BENCH_WEB_MACHINE_INDEX set (say 1000, a school lab's old PC), the slowdown is scaled by this
// machine's own index (Lighthouse's benchmarkIndex, read once before the runs) so that the pages
// are measured as on a machine of that index: 4 × this machine's index ÷ the index asked for.
// The scaling is linear in the index, an approximation; the printed figures say it was emulated.
// Every build is measured at that one slowdown: the index read moves by a third from one run to
// the next, and a slowdown read for each build alone would measure them on different machines.
const EMULATED_INDEX = Number(process.env.BENCH_WEB_MACHINE_INDEX ?? 0) || null;
const DEFAULT_CPU_SLOWDOWN = 4;
// BENCH_WEB_CPU_SLOWDOWN sets the slowdown itself (say that of an earlier run, to compare with
// it), and BENCH_WEB_MACHINE_INDEX is then ignored. The index read at one moment moves by half
// when the machine is busy a moment, so an index read in such a moment slows every build too little.
const FIXED_CPU_SLOWDOWN = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 0) || null;

/**
 * The CPU slowdown for every run of a benchmark: 4× (Lighthouse's own), BENCH_WEB_CPU_SLOWDOWN, or
 * with BENCH_WEB_MACHINE_INDEX set, the one that emulates that index, from this machine's index as
 * Lighthouse reads it loading `url` once (a run that is not counted).
 */
export async function cpuSlowdownFor(url) {
  if (FIXED_CPU_SLOWDOWN) {
    console.log(
      `Lighthouse slows the CPU ${FIXED_CPU_SLOWDOWN}× for every build (BENCH_WEB_CPU_SLOWDOWN).`,
    );
    return FIXED_CPU_SLOWDOWN;
  }
  if (!EMULATED_INDEX) return DEFAULT_CPU_SLOWDOWN;
  const { 'machine index': index } = await lighthouse(url, DEFAULT_CPU_SLOWDOWN);
  const cpuSlowdown = Math.max(1, (DEFAULT_CPU_SLOWDOWN * index) / EMULATED_INDEX);
  console.log(
    `Emulating a machine index of ${EMULATED_INDEX}: this machine's index is ${index}, so Lighthouse slows the CPU ${cpuSlowdown.toFixed(1)}× (rather than 4×) for every build.`,
  );
  return cpuSlowdown;
}

export async function lighthouse(url, cpuSlowdown, attempts = 5) {
  try {
    return await lighthouseOnce(url, cpuSlowdown);
  } catch (error) {
    // Lighthouse now and then fails to record the page load's trace (NO_NAVSTART); a new run
    // records it.
    if (attempts <= 1) throw error;
    console.error(`Lighthouse failed on ${url}, running it again: ${error.stderr ?? error}`);
    return lighthouse(url, cpuSlowdown, attempts - 1);
  }
}

async function lighthouseOnce(url, cpuSlowdown = DEFAULT_CPU_SLOWDOWN) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      resolve(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits, environment } = JSON.parse(stdout);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    'FCP s': +(audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
    'LCP s': +(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
    'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
    CLS: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
    // Lighthouse's own measure of the machine's speed at that moment (higher is faster): scores
    // from runs whose index differs much are not comparable.
    'machine index': Math.round(environment.benchmarkIndex),
    ...(cpuSlowdown === DEFAULT_CPU_SLOWDOWN
      ? {}
      : {
          'CPU slowdown': +cpuSlowdown.toFixed(1),
          'emulated index': Math.round(
            (environment.benchmarkIndex * DEFAULT_CPU_SLOWDOWN) / cpuSlowdown,
          ),
        }),
  };
}

/** The run with the median performance score, and the range of the scores over every run. */
export function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const low = sorted[0].performance;
  const high = sorted.at(-1).performance;
  return { ...median, 'perf range': low === high ? `${low}` : `${low}–${high}` };
}
