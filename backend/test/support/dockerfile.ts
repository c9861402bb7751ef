import { readFileSync } from 'node:fs';
import { basename, posix } from 'node:path';

/** What the image's last stage does, read from the Dockerfile so a test can do it on the host. */
export interface RuntimeStage {
  /** The stage's ENV, and the part of it set before its `npm ci` ran. */
  env: Record<string, string>;
  installEnv: Record<string, string>;
  /** Files copied in: `source` relative to the build context (the repository's root), which
   * the build stage mirrors in its WORKDIR; `destination` relative to the runtime WORKDIR;
   * `into`: a file source goes into the destination folder (Docker's trailing slash);
   * `afterInstall`: the copy comes after the `npm ci` (which empties node_modules first). */
  copies: Array<{ source: string; destination: string; into: boolean; afterInstall: boolean }>;
  /** The production install, as the shell runs it: the `npm ci ...` part of a RUN line. */
  install: string;
  /** ENTRYPOINT + CMD without an init wrapper (tini ... --), which only matters as PID 1. */
  command: string[];
  healthcheck: string[];
}

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions with comments dropped and continuation lines joined, as Docker reads them. */
function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let pending = '';
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    pending += ` ${line.replace(/\\\s*$/, '').trim()}`;
    if (continued) continue;
    const [, keyword, args] = /^\s*(\S+)\s*(.*)$/.exec(pending)!;
    result.push({ keyword: keyword.toUpperCase(), args: args.trim() });
    pending = '';
  }
  return result;
}

function execForm(instruction: string, args: string): string[] {
  try {
    const parsed: unknown = JSON.parse(args);
    if (Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')) return parsed;
  } catch {
    // reported below
  }
  throw new Error(`Dockerfile: ${instruction} must use the exec form ["...", ...], got ${args}`);
}

function parseEnv(args: string): Record<string, string> {
  const pairs = [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g)];
  if (pairs.length === 0) throw new Error(`Dockerfile: use ENV KEY=value, got ENV ${args}`);
  return Object.fromEntries(
    pairs.map(([, key, value]) => [key, value.replace(/^(["'])(.*)\1$/, '$2')]),
  );
}

function withoutInit(command: string[]): string[] {
  if (!['tini', 'docker-init'].includes(basename(command[0] ?? ''))) return command;
  return command.slice(command.indexOf('--') + 1);
}

export function readRuntimeStage(dockerfilePath: string): RuntimeStage {
  const stages: Array<{ name?: string; workdir: string; body: Instruction[] }> = [];
  for (const instruction of instructions(readFileSync(dockerfilePath, 'utf8'))) {
    if (instruction.keyword === 'FROM') {
      stages.push({ name: /\sAS\s+(\S+)$/i.exec(instruction.args)?.[1], workdir: '/', body: [] });
    } else if (instruction.keyword === 'WORKDIR') {
      stages.at(-1)!.workdir = posix.resolve(stages.at(-1)!.workdir, instruction.args);
    } else {
      stages.at(-1)?.body.push(instruction);
    }
  }
  const runtime = stages.at(-1)!;
  const env: Record<string, string> = {};
  const copies: RuntimeStage['copies'] = [];
  let entrypoint: string[] = [];
  let cmd: string[] | undefined;
  let healthcheck: string[] | undefined;
  let install: { command: string; env: Record<string, string> } | undefined;
  for (const { keyword, args } of runtime.body) {
    if (keyword === 'ENV') Object.assign(env, parseEnv(args));
    if (keyword === 'ENTRYPOINT') entrypoint = execForm(keyword, args);
    if (keyword === 'CMD') cmd = execForm(keyword, args);
    if (keyword === 'HEALTHCHECK') healthcheck = execForm(keyword, args.split(/\bCMD\s+/)[1]);
    if (keyword === 'RUN') {
      const command = args.split('&&').find((part) => /^\s*npm ci\b/.test(part));
      if (command) install = { command: command.trim(), env: { ...env } };
    }
    if (keyword === 'COPY') {
      const afterInstall = install !== undefined;
      copies.push(
        ...parseCopy(args, stages, runtime.workdir).map((copy) => ({ ...copy, afterInstall })),
      );
    }
  }
  if (!cmd || !healthcheck || !install) {
    throw new Error('Dockerfile: the runtime stage needs a CMD, a HEALTHCHECK and a RUN npm ci');
  }
  return {
    env,
    installEnv: install.env,
    copies,
    install: install.command,
    command: withoutInit([...entrypoint, ...cmd]),
    healthcheck,
  };
}

function parseCopy(
  args: string,
  stages: Array<{ name?: string; workdir: string }>,
  workdir: string,
): Array<{ source: string; destination: string; into: boolean }> {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const sources = words.filter((word) => !word.startsWith('--'));
  const destination = sources.pop()!;
  // The build context is the repository; a build stage's WORKDIR holds a copy of it.
  const root = from === undefined ? '/' : stages.find(({ name }) => name === from)?.workdir;
  if (root === undefined) throw new Error(`Dockerfile: no stage named ${from}`);
  const target = posix.relative(workdir, posix.resolve(workdir, destination));
  if (target.startsWith('..')) throw new Error(`Dockerfile: ${destination} is outside ${workdir}`);
  return sources.map((source) => {
    const relative = posix.relative(root, posix.resolve(root, source));
    if (relative.startsWith('..')) throw new Error(`Dockerfile: ${source} is outside ${root}`);
    return { source: relative, destination: target, into: destination.endsWith('/') };
  });
}
