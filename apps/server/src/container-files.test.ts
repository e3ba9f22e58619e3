import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_ENV_NAMES } from './config';

/**
 * The container image and compose file of docs/deploy.md, read as the tools would: no Docker
 * engine runs in the tests, so these check what can be checked without one. Every setting the
 * app is given is one the server reads, the services wait for each other's health, and every
 * path, script and setting the Dockerfile names exists.
 */
const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const serverPackage = JSON.parse(read('apps/server/package.json')) as {
  dependencies: Record<string, string>;
};

interface Instruction {
  keyword: string;
  args: string;
  stage: number;
}

/** The Dockerfile's instructions, continuation lines joined, each with the index of its stage. */
function dockerfile(): Instruction[] {
  const joined = read('Dockerfile')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  let stage = -1;
  const instructions: Instruction[] = [];
  for (const line of joined.split('\n')) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const [, keyword = '', args = ''] = match;
    if (keyword === 'FROM') stage++;
    instructions.push({ keyword, args: args.trim(), stage });
  }
  return instructions;
}

/** Whether a path of the build context is left out by a .dockerignore pattern (or its folder is). */
function ignored(path: string, patterns: string[]): boolean {
  const regexes = patterns.map((pattern) => {
    const source = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*\*/g, '\u0001')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]')
      .replaceAll('\u0000', '(?:.*/)?')
      .replaceAll('\u0001', '.*');
    return new RegExp(`^${source}$`);
  });
  const parts = path.split('/');
  return parts.some((_, i) => {
    const prefix = parts.slice(0, i + 1).join('/');
    return regexes.some((regex) => regex.test(prefix));
  });
}

const dockerignore = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

describe('Dockerfile', () => {
  const instructions = dockerfile();
  const stages = instructions.filter((step) => step.keyword === 'FROM');
  const last = stages.length - 1;
  const runtime = instructions.filter((step) => step.stage === last);

  it('builds in one stage with every dependency and runs in another with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]?.args).toMatch(/ AS build$/);
    const buildRuns = instructions.filter((step) => step.stage === 0 && step.keyword === 'RUN');
    expect(buildRuns.map((step) => step.args)).toContain('npm ci --no-audit --no-fund');
    expect(buildRuns.map((step) => step.args)).toContain('npm run build');
    const runtimeInstalls = runtime.filter((step) => step.keyword === 'RUN' && step.args.includes('npm ci'));
    expect(runtimeInstalls).toHaveLength(1);
    expect(runtimeInstalls[0]?.args).toMatch(/^npm ci --omit=dev /);
    // The built web app comes from the build stage, where `npm run build` writes it.
    expect(runtime.map((step) => step.args)).toContain('--from=build /app/apps/web/dist apps/web/dist');
    expect(rootPackage.scripts.build).toBe('npm run build -w apps/web');
  });

  it('runs `npm run serve` as an unprivileged user, with tsx among the production dependencies', () => {
    const user = runtime.filter((step) => step.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const cmd = runtime.filter((step) => step.keyword === 'CMD').at(-1)?.args ?? '';
    expect((JSON.parse(cmd) as string[]).join(' ')).toBe(rootPackage.scripts.serve);
    expect(rootPackage.scripts.serve).toContain('--import tsx');
    expect(serverPackage.dependencies.tsx).toBeDefined();
    expect(existsSync(join(root, 'apps/server/src/main.ts'))).toBe(true);
  });

  it('checks /api/health, and sets only settings the server reads', () => {
    const health = runtime.find((step) => step.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(health).toContain('/api/health');
    expect(health).toContain('process.env.PORT');
    const env = runtime
      .filter((step) => step.keyword === 'ENV')
      .flatMap((step) => [...step.args.matchAll(/([A-Z_]+)=/g)].map((match) => match[1]));
    expect(env).toContain('APP_ENV');
    for (const name of env) if (name !== 'NODE_ENV') expect(CONFIG_ENV_NAMES, name).toContain(name);
  });

  it('copies only paths that exist and that .dockerignore lets through', () => {
    const sources = instructions
      .filter((step) => step.keyword === 'COPY' && !step.args.startsWith('--from'))
      .flatMap((step) => step.args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(existsSync(join(root, source)), source).toBe(true);
      expect(ignored(source, dockerignore), source).toBe(false);
    }
    for (const kept of ['node_modules', 'apps/web/node_modules', '.git', '.env', '.data', 'apps/web/dist']) {
      expect(ignored(kept, dockerignore), kept).toBe(true);
    }
  });

  it('names only scripts that exist, and takes every setting the web build reads as a build argument', () => {
    const scripts = instructions.flatMap((step) =>
      [...step.args.matchAll(/npm run (\S+)/g)].map((m) => m[1]),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(rootPackage.scripts, script).toHaveProperty(script ?? '');
    const args = instructions
      .filter((step) => step.keyword === 'ARG' && step.stage === 0)
      .map((step) => step.args)
      .sort();
    // The README's configuration table marks the settings read when the web app is built.
    const buildTime = read('README.md')
      .split('\n')
      .filter((line) => line.includes('Read when the web app is built'))
      .map((line) => /^\| `([A-Z_]+)`/.exec(line)?.[1])
      .sort();
    expect(args).toEqual(buildTime);
    expect(args).toContain('VITE_MAP_TILE_URL');
  });
});

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  stop_grace_period?: string;
  command?: string[];
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { postgres, redis, app } = compose.services as Record<'postgres' | 'redis' | 'app', Service>;

  it('runs PostgreSQL 15, Redis 7 and the app built from this folder', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'redis']);
    expect(postgres.image).toMatch(/^postgres:15(-|$)/);
    expect(redis.image).toMatch(/^redis:7(-|$)/);
    expect(app.build).toBe('.');
  });

  it('starts the app once PostgreSQL and Redis answer their health checks', () => {
    expect(postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(redis.healthcheck?.test.join(' ')).toContain('ping');
    expect(app.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    // main.ts gives up draining after 15 s; the engine must not kill it sooner.
    expect(Number.parseInt(app.stop_grace_period ?? '10', 10)).toBeGreaterThan(15);
  });

  it('gives the app only settings the server reads, with the production ones required', () => {
    const env = app.environment ?? {};
    for (const name of Object.keys(env)) expect(CONFIG_ENV_NAMES, name).toContain(name);
    expect(env.APP_ENV).toBe('production');
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?/);
    const database = postgres.environment ?? {};
    expect(env.DATABASE_URL).toBe(
      `postgres://${database.POSTGRES_USER}:\${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}@postgres:5432/${database.POSTGRES_DB}`,
    );
    expect(env.REDIS_URL).toBe('redis://redis:6379');
  });

  it('keeps data in named volumes, the app’s where its DATA_DIR is', () => {
    const named = Object.values(compose.services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0] ?? '');
    for (const name of named) expect(compose.volumes, name).toHaveProperty(name);
    expect(postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(app.volumes).toContain(`app-data:${app.environment?.DATA_DIR}`);
    expect(read('Dockerfile')).toContain(`VOLUME ["${app.environment?.DATA_DIR}"]`);
  });

  it('runs Redis without persistence and with an eviction policy for keys that expire', () => {
    const command = redis.command?.join(' ') ?? '';
    expect(command).toContain('--appendonly no');
    expect(command).toContain('--maxmemory-policy volatile-ttl');
  });
});
