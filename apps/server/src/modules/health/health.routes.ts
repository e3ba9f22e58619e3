import { type Db, databaseIsUp } from '../../db/database';
import type { App } from '../../http/types';

export async function healthRoutes(app: App, { db }: { db: Db }) {
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const database = (await databaseIsUp(db)) ? 'up' : 'down';
    return reply
      .status(database === 'up' ? 200 : 503)
      .send({ status: database === 'up' ? 'ok' : 'degraded', database });
  });
}
