import { BookDemoSchema } from '@rutaviva/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { type App, rateLimited } from '../../http/types';
import type { Clock } from '../../lib/clock';
import type { EmailProvider } from '../../providers/email';
import { demoConfirmationEmail, demoRequestEmail } from './book-demo-emails';

interface Deps {
  db: Db;
  clock: Clock;
  email: EmailProvider;
  config: Config;
}

/**
 * POST /api/book_demos (issue 14 item 5): a prospect's demo request is stored, sent to the sales
 * address (SALES_EMAIL) and confirmed to the prospect. The emails are recorded before the answer
 * and delivered after it (the email provider's way), so a slow mail server never keeps the
 * visitor waiting.
 */
export async function bookDemoRoutes(app: App, { db, clock, email, config }: Deps) {
  app.post(
    '/api/book_demos',
    {
      schema: {
        tags: ['site'],
        summary: 'Asks for a demo.',
        description: 'Stored, sent to the sales team and confirmed to the prospect by email.',
        operationId: 'bookDemo',
        body: BookDemoSchema,
        response: { 201: z.object({ data: z.object({ id: z.string() }) }) },
      },
      config: rateLimited(config.rateLimits.bookDemo),
    },
    async (request, reply) => {
      const demo = request.body;
      const row = await db
        .insertInto('book_demos')
        .values({ ...demo, created_at: clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sends = [email.send(demoConfirmationEmail(demo))];
      if (config.salesEmail) sends.push(email.send(demoRequestEmail(config.salesEmail, demo)));
      else request.log.warn({ demo: row.id }, 'a demo was asked for; set SALES_EMAIL to receive these');
      await Promise.all(sends);
      return reply.status(201).send({ data: { id: row.id } });
    },
  );
}
