/**
 * CI's guard: a failing test must fail the run, and a failed or interrupted run must leave no
 * test database, PostgreSQL process or data folder behind. Runs fails-on-purpose.guard.ts with
 * the embedded PostgreSQL, then with DATABASE_URL when it is set, and interrupts a third run
 * of each kind with SIGINT (as Ctrl-C does) while a test is running.
 *
 *   node --import tsx apps/server/test/guard/run-guard.ts
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../../../..');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const config = join(root, 'apps/server/vitest.guard.config.ts');

interface Leftovers {
  folders: string[];
  databases: string[];
  postgres: string[];
}

async function leftovers(databaseUrl: string | undefined): Promise<Leftovers> {
  const folders = (await readdir(tmpdir())).filter((name) => name.startsWith('rutaviva-test-'));
  const postgres: string[] = [];
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('rutaviva-test-pg-')) postgres.push(pid);
  }
  let databases: string[] = [];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'rv\\_test\\_%' OR datname LIKE 'rv\\_template\\_%'",
    );
    await client.end();
    databases = rows.map((row) => row.datname);
  }
  return { folders, databases, postgres };
}

const added = (before: Leftovers, after: Leftovers) => ({
  folders: after.folders.filter((name) => !before.folders.includes(name)),
  databases: after.databases.filter((name) => !before.databases.includes(name)),
  postgres: after.postgres.filter((pid) => !before.postgres.includes(pid)),
});

/** Waits up to a minute for the janitor to finish: nothing the run made may stay. */
async function expectNothingLeft(label: string, before: Leftovers, databaseUrl: string | undefined) {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const left = added(before, await leftovers(databaseUrl));
    const count = left.folders.length + left.databases.length + left.postgres.length;
    if (count === 0) return;
    if (performance.now() > deadline) {
      throw new Error(`${label}: the run left ${JSON.stringify(left)}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

function runVitest(env: NodeJS.ProcessEnv, interruptWhen?: string) {
  return new Promise<{ code: number | null; signal: string | null; output: string }>((done) => {
    // Its own process group, as a terminal's foreground job: SIGINT then reaches all of it.
    const child = spawn(process.execPath, [vitest, 'run', '--config', config], {
      cwd: root,
      env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    let timer: NodeJS.Timeout | undefined;
    if (interruptWhen) {
      timer = setInterval(() => {
        if (!existsSync(interruptWhen) || child.pid === undefined) return;
        clearInterval(timer);
        process.kill(-child.pid, 'SIGINT');
      }, 100);
    }
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      // Colour codes, if any, stay out of the checks.
      done({ code, signal, output: stripVTControlCharacters(output) });
    });
  });
}

async function guard(label: string, databaseUrl: string | undefined) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const before = await leftovers(databaseUrl);
  const failed = await runVitest(env);
  if (
    failed.code === 0 ||
    !/Tests\s+1 failed/.test(failed.output) ||
    !failed.output.includes('fails on purpose')
  ) {
    throw new Error(`${label}: a failing test did not fail the run (exit ${failed.code})\n${failed.output}`);
  }
  await expectNothingLeft(`${label}, failed run`, before, databaseUrl);
  console.log(`guard ${label}: a failing test fails the run (exit ${failed.code}) and leaves nothing`);

  const markerDir = await mkdtemp(join(tmpdir(), 'rv-guard-'));
  const marker = join(markerDir, 'running');
  const interrupted = await runVitest({ ...env, GUARD_HANG_MARKER: marker }, marker);
  await rm(markerDir, { recursive: true, force: true });
  if (interrupted.code === 0) {
    throw new Error(`${label}: an interrupted run exited 0\n${interrupted.output}`);
  }
  await expectNothingLeft(`${label}, interrupted run`, before, databaseUrl);
  console.log(
    `guard ${label}: an interrupted run exits ${interrupted.code ?? interrupted.signal} and leaves nothing`,
  );
}

await guard('embedded PostgreSQL', undefined);
if (process.env.DATABASE_URL) await guard('DATABASE_URL', process.env.DATABASE_URL);
else console.log('guard DATABASE_URL: skipped, DATABASE_URL is not set');
