import { z } from 'zod';
import { emptyAsUndefined } from './config-fields';

/**
 * DESIGN §11: what one process runs. `web` the API and the built web app, `stream` the live
 * event streams, `worker` pg-boss's jobs; a process without PROCESS_ROLE runs all three.
 */
export const PROCESS_ROLES = ['web', 'stream', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** PROCESS_ROLE: `all` (default), one role, or a comma list (`web,stream`). */
export const PROCESS_ROLE_ENV = {
  PROCESS_ROLE: z.preprocess(emptyAsUndefined, z.string().trim().default('all').transform(parseRoles)),
};

function parseRoles(value: string, ctx: z.RefinementCtx): ProcessRole[] {
  if (value === 'all') return [...PROCESS_ROLES];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PROCESS_ROLES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length !== new Set(names).size) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not all, nor roles among ${PROCESS_ROLES.join(', ')} separated by commas (e.g. web,stream)`,
    });
    return [...PROCESS_ROLES];
  }
  return PROCESS_ROLES.filter((role) => names.includes(role));
}

/**
 * A process running some roles only shares its work with others: they must meet in one
 * PostgreSQL, and a point posted to a web process reaches a stream process only through Redis.
 */
export function checkRolesEnv(
  env: { PROCESS_ROLE: ProcessRole[]; DATABASE_URL?: string; REDIS_URL?: string },
  ctx: z.RefinementCtx,
): void {
  if (env.PROCESS_ROLE.length === PROCESS_ROLES.length) return;
  const role = env.PROCESS_ROLE.join(',');
  if (!env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: `is required with PROCESS_ROLE=${role}: every process of a split deployment shares one PostgreSQL (the embedded one is for a single process)`,
    });
  }
  if (!env.REDIS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['REDIS_URL'],
      message: `is required with PROCESS_ROLE=${role}: live events cross from web and worker processes to stream processes through Redis (or run one process with PROCESS_ROLE=all)`,
    });
  }
}

/** Whether this process runs `role`; a config without roles (tests, scripts) runs them all. */
export function runsRole(config: { processRoles?: readonly ProcessRole[] }, role: ProcessRole): boolean {
  return config.processRoles?.includes(role) ?? true;
}

/** `all`, or the roles as PROCESS_ROLE lists them (`web,stream`): /api/health and logs show it. */
export function roleName(config: { processRoles?: readonly ProcessRole[] }): string {
  const roles = config.processRoles ?? PROCESS_ROLES;
  return roles.length === PROCESS_ROLES.length ? 'all' : roles.join(',');
}

/**
 * What a process does with pg-boss's jobs: a worker (or an all-in-one process) works the queues
 * and runs the schedules; a web process only adds jobs (a message's retry after the first attempt
 * its request made); a stream process has none.
 */
export function jobsOf(config: { processRoles?: readonly ProcessRole[] }): 'work' | 'add' | 'none' {
  if (runsRole(config, 'worker')) return 'work';
  return runsRole(config, 'web') ? 'add' : 'none';
}
