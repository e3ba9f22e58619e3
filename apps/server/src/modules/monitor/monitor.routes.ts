import { MonitorCouriersQuerySchema, MonitorCouriersSchema } from '@rutaviva/domain';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
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
      schema: {
        tags,
        summary: "The business's couriers: where each is and what they are doing now.",
        operationId: 'listMonitorCouriers',
        querystring: MonitorCouriersQuerySchema,
        response: { 200: MonitorCouriersSchema, ...errorResponses(404) },
      },
      onRequest: requireRole(tokens, 'admin'),
    },
    async (request) => ({ data: await monitor.couriers(authOf(request), request.query.branch_id) }),
  );
}
