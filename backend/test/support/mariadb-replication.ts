import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { freePort } from '@piba/test-support/free-port';
import { reportSkipped } from '@piba/test-support/skipped';

export interface ReplicatedMariadb {
  /** DATABASE_URL: the primary's database. */
  primaryUrl: string;
  /** DATABASE_REPLICA_URLS: the same database on the replica, which follows the primary. */
  replicaUrl: string;
  /** Runs SQL on the replica alone (a row the primary does not have). */
  onReplica(sql: string, values?: unknown[]): Promise<unknown>;
  /** Waits until the replica has applied everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops both servers and removes their folders. */
  close(): Promise<void>;
}

const DATABASE = 'piba';

function installed(program: string): boolean {
  try {
    execFileSync(program, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function connectWithin(port: number, ms: number): Promise<Connection> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await createConnection({
        host: '127.0.0.1',
        port,
        user: 'root',
        connectTimeout: 1_000,
      });
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** One mariadbd of the test's own on a free port of 127.0.0.1, with a binary log. */
async function startServer(folder: string, serverId: number) {
  const port = await freePort();
  const data = join(folder, 'data');
  const server: ChildProcess = spawn(
    'mariadbd',
    [
      '--no-defaults',
      // Tests run as root in containers; mariadbd refuses that unless told.
      ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      `--datadir=${data}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${join(folder, 'mariadb.sock')}`,
      `--pid-file=${join(folder, 'mariadb.pid')}`,
      `--log-error=${join(folder, 'error.log')}`,
      `--server-id=${serverId}`,
      `--log-bin=${join(folder, 'binlog')}`,
      '--binlog-format=ROW',
      `--relay-log=${join(folder, 'relay')}`,
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M',
      '--performance-schema=OFF',
      '--max-connections=300',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
    ],
    { stdio: 'ignore' },
  );
  let admin: Connection;
  try {
    admin = await connectWithin(port, 30_000);
  } catch (error) {
    server.kill('SIGKILL');
    const log = (() => {
      try {
        return readFileSync(join(folder, 'error.log'), 'utf8').slice(-2_000);
      } catch {
        return '';
      }
    })();
    throw new Error(`mariadbd (server ${serverId}) did not start:\n${log}`, { cause: error });
  }
  return { port, server, admin };
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A MariaDB primary and a replica of it, both of the test's own: two mariadbd processes on free
 * ports in a temporary folder (the shared test server has no binary log to replicate from). The
 * replica follows the primary by its binary log position; the database `piba` exists on both.
 * Outside CI a missing mariadbd skips the suite with a reason; in CI it fails the run.
 */
export async function startReplicatedMariadb(): Promise<ReplicatedMariadb | null> {
  if (!installed('mariadbd') || !installed('mariadb-install-db')) {
    const reason = 'mariadbd or mariadb-install-db is not installed';
    if (process.env.CI === 'true') throw new Error(`${reason}; CI requires it.`);
    reportSkipped(
      'the read replica end-to-end tests',
      `${reason}. Install MariaDB's server (apt-get install mariadb-server).`,
    );
    return null;
  }
  const folder = mkdtempSync(join(tmpdir(), 'piba-replication-'));
  const primaryFolder = join(folder, 'primary');
  const replicaFolder = join(folder, 'replica');
  execFileSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${join(primaryFolder, 'data')}`,
      ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--skip-name-resolve',
    ],
    { stdio: 'ignore' },
  );
  // The same system tables on both: the replica starts where the primary does.
  cpSync(join(primaryFolder, 'data'), join(replicaFolder, 'data'), { recursive: true });

  const primary = await startServer(primaryFolder, 1);
  const replica = await startServer(replicaFolder, 2).catch(async (error: unknown) => {
    await primary.admin.end();
    await stopServer(primary.server);
    throw error;
  });
  const [[position]] = (await primary.admin.query('SHOW MASTER STATUS')) as unknown as [
    Array<{ File: string; Position: number }>,
  ];
  await replica.admin.query(
    `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='root', ` +
      `MASTER_PASSWORD='', MASTER_LOG_FILE='${position.File}', MASTER_LOG_POS=${position.Position}, ` +
      'MASTER_USE_GTID=no',
  );
  await replica.admin.query('START SLAVE');
  await primary.admin.query(`CREATE DATABASE \`${DATABASE}\``);

  const caughtUp = async () => {
    const [[status]] = (await primary.admin.query('SHOW MASTER STATUS')) as unknown as [
      Array<{ File: string; Position: number }>,
    ];
    const [[waited]] = (await replica.admin.query('SELECT MASTER_POS_WAIT(?, ?, 10) AS result', [
      status.File,
      status.Position,
    ])) as unknown as [Array<{ result: number | null }>];
    if (waited.result === null || waited.result < 0) {
      const [[slave]] = (await replica.admin.query('SHOW SLAVE STATUS')) as unknown as [
        Array<Record<string, unknown>>,
      ];
      throw new Error(
        `The replica did not catch up within 10 s: ${String(slave?.Last_Error || slave?.Last_IO_Error)}`,
      );
    }
  };
  await caughtUp();

  return {
    primaryUrl: `mysql://root@127.0.0.1:${primary.port}/${DATABASE}`,
    replicaUrl: `mysql://root@127.0.0.1:${replica.port}/${DATABASE}`,
    onReplica: async (sql, values) => {
      await replica.admin.query(`USE \`${DATABASE}\``);
      return replica.admin.query(sql, values);
    },
    caughtUp,
    async close() {
      await replica.admin.end().catch(() => {});
      await primary.admin.end().catch(() => {});
      await stopServer(replica.server);
      await stopServer(primary.server);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
