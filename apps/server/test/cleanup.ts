import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * What a test run leaves on the machine and must take away whether it passes, fails, is
 * interrupted (Ctrl-C) or killed: processes it started, databases it created, folders.
 */
export interface CleanupJob {
  /** Stopped first, in order: a process id, or a PostgreSQL data folder (its postmaster.pid). */
  processes: ({ pid: number } | { postgresDataDir: string })[];
  /** Dropped next (WITH FORCE) through this maintenance connection. */
  databases?: { adminUrl: string; names: string[]; prefixes: string[] };
  /** Removed last. */
  folders: string[];
}

/** Whether a process of this id is still running (signal 0 checks without sending). */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (alive(pid)) {
    if (performance.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 50));
  }
  return true;
}

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Stops, drops and removes what the job names; each step goes on if an earlier one failed. */
export async function runCleanup(job: CleanupJob): Promise<void> {
  for (const target of job.processes) {
    const pid = 'pid' in target ? target.pid : await postmasterPid(target.postgresDataDir);
    if (pid === undefined || !alive(pid)) continue;
    // SIGINT is PostgreSQL's fast shutdown; our server drains on SIGTERM.
    process.kill(pid, 'pid' in target ? 'SIGTERM' : 'SIGINT');
    if (!(await waitForExit(pid, 20_000))) process.kill(pid, 'SIGKILL');
  }
  if (job.databases) await dropDatabases(job.databases).catch((error) => console.error(error));
  for (const folder of job.folders) await rm(folder, { recursive: true, force: true });
}

async function dropDatabases({ adminUrl, names, prefixes }: NonNullable<CleanupJob['databases']>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    const ours = rows.filter(
      ({ datname }) => names.includes(datname) || prefixes.some((prefix) => datname.startsWith(prefix)),
    );
    for (const { datname } of ours) {
      await client.query(`DROP DATABASE IF EXISTS "${datname.replaceAll('"', '""')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

type ProcessTarget = CleanupJob['processes'][number];

export interface Janitor {
  /** More processes to stop, after those named so far (started once the janitor was). */
  add(...processes: ProcessTarget[]): void;
  /** Cleans up now and waits for it: the normal end of a run. */
  finish(): Promise<void>;
}

/**
 * Starts a small detached process that cleans up after this one, when this one says it is done
 * or when it dies in any way (its end of the pipe closes). Detached, so the Ctrl-C that stops
 * the test runner does not stop it too.
 */
export function startJanitor(job: CleanupJob): Janitor {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'janitor.ts')],
    {
      detached: true,
      stdio: ['pipe', 'ignore', 'inherit'],
      env: { ...process.env, RUTAVIVA_CLEANUP_JOB: JSON.stringify(job) },
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // The run must not wait on the janitor to end; only finish() does.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    add: (...processes) => {
      child.stdin?.write(`${JSON.stringify(processes)}\n`);
    },
    finish: async () => {
      child.stdin?.end();
      await exited;
    },
  };
}
