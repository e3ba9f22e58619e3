import { DemoSmsSentSchema, DemoSmsStatusSchema } from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { DemoSmsService } from './demo-sms.service';

const tags = ['demo'];

export async function demoSmsRoutes(
  app: App,
  { demoSms, tokens }: { demoSms: DemoSmsService; tokens: Tokens },
) {
  const admin = requireRole(tokens, 'admin');

  app.get(
    '/api/demo_sms',
    {
      schema: {
        tags,
        summary: "Where the sample message would go, and this hour's sends.",
        operationId: 'getDemoSms',
        response: { 200: DemoSmsStatusSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => demoSms.status(authOf(request), request.publicUrl),
  );

  app.post(
    '/api/demo_sms',
    {
      schema: {
        tags,
        summary: "Sends the customers' tracking message to the admin's own phone.",
        description: 'A few an hour: more answer 429 `rate_limited`.',
        operationId: 'sendDemoSms',
        body: z.strictObject({}).nullish(),
        response: { 201: DemoSmsSentSchema, ...errorResponses(404, 429) },
      },
      onRequest: admin,
    },
    async (request, reply) => reply.status(201).send(await demoSms.send(authOf(request), request.publicUrl)),
  );
}
