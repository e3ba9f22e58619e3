import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { DemoSmsService } from './demo-sms.service';

const tags = ['demo'];

export async function demoSmsRoutes(
  app: App,
  { demoSms, tokens }: { demoSms: DemoSmsService; tokens: Tokens },
) {
  const admin = requireRole(tokens, 'admin');

  app.get('/api/demo_sms', { schema: { tags }, onRequest: admin }, async (request) =>
    demoSms.status(authOf(request), request.publicUrl),
  );

  app.post(
    '/api/demo_sms',
    { schema: { tags, body: z.strictObject({}).nullish() }, onRequest: admin },
    async (request, reply) => reply.status(201).send(await demoSms.send(authOf(request), request.publicUrl)),
  );
}
