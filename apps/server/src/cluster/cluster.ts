import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type Config, ConfigError, loadConfig, type ProcessRole } from '../config';
import { createDb } from '../db/database';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../db/embedded';
import { migrateToLatest } from '../db/migrate';
import { persistentSecret } from '../lib/secrets';
import { findRedisServer, type PrivateRedis, startPrivateRedis } from './private-redis';
import { type Backend, ClusterProxy, trustedFront } from './proxy';

const count = (fallback: number) => z.coerce.number().int().min(1).max(32).default(fallback);

/** How many processes of each role `npm run start:cluster` starts. */
const ClusterEnvSchema = z.object({
  CLUSTER_WEB: count(2),
  CLUSTER_STREAM: count(2),
  CLUSTER_WORKER: count(1),
});

export interface ClusterSettings {
  counts: Record<ProcessRole, number>;
}

export function clusterSettingsOf(env: NodeJS.ProcessEnv): ClusterSettings {
  const parsed = ClusterEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (a number of processes, 1 to 32)`,
    );
    throw new ConfigError(`Invalid cluster configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return { counts: { web: e.CLUSTER_WEB, stream: e.CLUSTER_STREAM, worker: e.CLUSTER_WORKER } };
}

/**
 * TRUST_PROXY for the processes: one more hop than the cluster was told (our proxy stands in
 * front of them), or our proxy's address beside the addresses given.
 */
function trustBehindProxy(trustProxy: Config['trustProxy']): string {
  if (trustProxy === false) return '1';
  if (typeof trustProxy === 'number') return String(trustProxy + 1);
  return `${trustProxy},127.0.0.1`;
}

interface Member extends Backend {
  child?: ChildProcess;
  exited?: Promise<unknown>;
}

const root = resolve(import.meta.dirname, '../../../..');
const RESTART_DELAY_MS = 1_000;

/**
 * Several processes of the one build on one machine (DESIGN §11), over one PostgreSQL and one
 * Redis, behind a local proxy on PORT. Without DATABASE_URL the embedded PostgreSQL is started
 * once; without REDIS_URL a private `redis-server`, when there is one.
 */
export class Cluster {
  private readonly members: Member[] = [];
  private proxy: ClusterProxy | undefined;
  private embedded: EmbeddedDatabase | undefined;
  private redis: PrivateRedis | undefined;
  private stopping = false;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts everything; resolves with the proxy's address once every process answers. */
  async start(): Promise<string> {
    const settings = clusterSettingsOf(this.env);
    const config = loadConfig(this.env);
    if (!config.redisUrl && !findRedisServer(this.env.PATH)) {
      throw new ConfigError(
        'The cluster needs Redis to carry live events between its processes: set REDIS_URL, or install redis-server (e.g. `apt install redis-server`) so the cluster can start a private one.',
      );
    }
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      this.log(`Starting the embedded PostgreSQL (data in ${config.dataDir}/postgres)…`);
      this.embedded = await startEmbeddedPostgres(config.dataDir);
      databaseUrl = this.embedded.url;
    }
    let redisUrl = config.redisUrl;
    if (!redisUrl) {
      this.redis = await startPrivateRedis(findRedisServer(this.env.PATH));
      redisUrl = this.redis.url;
      this.log(`Started a private Redis at ${redisUrl} (pid ${this.redis.pid}, nothing kept on disk)`);
    }
    // Migrations once, before any process starts (each finds nothing left to apply).
    const db = createDb(databaseUrl, 1);
    try {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) this.log(`Applied migrations: ${applied.join(', ')}`);
    } finally {
      await db.destroy();
    }
    // One signing secret for every process: a session made by one is read by the others.
    const jwtSecret = config.jwtSecret ?? (await persistentSecret(config.dataDir, 'jwt-secret'));

    for (const role of ['web', 'stream', 'worker'] as const) {
      for (let index = 1; index <= settings.counts[role]; index++) {
        this.members.push({ name: `${role}-${index}`, role, port: await freePort(), healthy: false });
      }
    }
    const childEnv = {
      ...this.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: this.env.PUBLIC_URL || config.publicUrl,
      TRUST_PROXY: trustBehindProxy(config.trustProxy),
      HOST: '127.0.0.1',
    };
    for (const member of this.members) this.spawn(member, childEnv);

    this.proxy = new ClusterProxy(
      this.members.filter((member) => member.role !== 'worker'),
      (line) => this.log(`proxy: ${line}`),
      trustedFront(config.trustProxy),
      config.appEnv === 'development' || config.appEnv === 'test',
    );
    await this.waitUntilHealthy();
    const port = await this.proxy.listen(config.port, config.host);
    await this.proxy.watchHealth(1_000);
    return `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  }

  /** Ends the processes (their streams close, clients reconnect), then the proxy, Redis, PostgreSQL. */
  async stop(): Promise<void> {
    this.stopping = true;
    const running = this.members.filter((member) => member.child && member.child.exitCode === null);
    for (const member of running) member.child?.kill('SIGTERM');
    await Promise.all(running.map((member) => member.exited));
    await this.proxy?.close();
    await this.redis?.stop();
    await this.embedded?.stop();
  }

  private spawn(member: Member, env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...env, PROCESS_ROLE: member.role, PORT: String(member.port) },
      // The IPC channel closes when the cluster dies in any way: the process stops with it.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    member.child = child;
    member.exited = once(child, 'exit');
    const prefix = (chunk: Buffer) => {
      for (const line of String(chunk).split('\n')) if (line.length > 0) this.log(`[${member.name}] ${line}`);
    };
    child.stdout?.on('data', prefix);
    child.stderr?.on('data', prefix);
    child.once('exit', (code, signal) => {
      member.healthy = false;
      if (this.stopping) return;
      this.log(`${member.name} exited (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (!this.stopping) this.spawn(member, env);
      }, RESTART_DELAY_MS).unref();
    });
  }

  private async waitUntilHealthy(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const probe = new ClusterProxy(this.members);
    for (;;) {
      await probe.checkHealth();
      const down = this.members.filter((member) => !member.healthy);
      if (down.length === 0) return;
      if (Date.now() > deadline) {
        throw new Error(`${down.map((member) => member.name).join(', ')} did not answer /api/health in time`);
      }
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}
