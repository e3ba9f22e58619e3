import { MonitorCouriersQuerySchema, MonitorCouriersSchema } from '@rutaviva/domain';
import { authOf, requireRole } from '../../http/auth';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { MonitorService } from './monitor.service';

const tags = ['monitor'];

export async function monitorRoutes(
  app: App,
  { monitor, tokens }: { monitor: MonitorService; tokens: Tokens },
) {
  app.get(
    '/api/monitor/couriers',
    {
      schema: { tags, querystring: MonitorCouriersQuerySchema, response: { 200: MonitorCouriersSchema } },
      onRequest: requireRole(tokens, 'admin'),
    },
    async (request) => ({ data: await monitor.couriers(authOf(request), request.query.branch_id) }),
  );
}
