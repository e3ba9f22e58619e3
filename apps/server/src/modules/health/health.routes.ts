import { z } from 'zod';
import { type Db, databaseIsUp } from '../../db/database';
import type { App } from '../../http/types';

interface Deps {
  db: Db;
  /** 'off' when no Redis is configured. */
  redisState: () => 'off' | 'up' | 'down';
  /** PROCESS_ROLE: `all`, or the roles this process runs (`web`, `stream,worker`…). */
  role: string;
}

/**
 * 200 while the database answers: without Redis the process still serves everything (counters
 * and live updates fall back to this process), so Redis being away only makes it `degraded`.
 * 503 when the database is down, so a load balancer takes the process out.
 */
export async function healthRoutes(app: App, { db, redisState, role }: Deps) {
  // Load balancers and scripts ask every few seconds: their lines go to debug while healthy.
  const Health = z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    redis: z.enum(['off', 'up', 'down']),
    role: z
      .string()
      .describe('What this process runs: `all`, or its roles (`web`, `stream`, `worker`, `web,stream`…).'),
  });
  const options = {
    schema: {
      tags: ['health'],
      summary: 'Whether this process, its database and its Redis answer.',
      operationId: 'getHealth',
      response: {
        200: Health.describe('The database answers (Redis away only makes it `degraded`).'),
        503: Health.describe('The database does not answer: take this process out.'),
      },
    },
    config: { routineLog: true },
  };
  app.get('/api/health', options, async (_request, reply) => {
    const database = (await databaseIsUp(db)) ? 'up' : 'down';
    const redis = redisState();
    const status = database === 'up' && redis !== 'down' ? 'ok' : 'degraded';
    return reply.status(database === 'up' ? 200 : 503).send({ status, database, redis, role });
  });
}
