import { OUTBOX_CHANNELS, OutboxSchema } from '@rutaviva/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { OutboundEmailRow, OutboundMessageRow } from '../../db/schema';
import { bearerToken, fromThisMachine } from '../../http/auth';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import type { App } from '../../http/types';
import { unixSeconds } from '../../lib/clock';
import type { Tokens } from '../../lib/tokens';
import { latestEmails } from '../../providers/email/email.repo';
import { latestMessages } from '../../providers/messages/messages.repo';

const LIMIT = 100;
const OutboxQuery = z.object({ channel: z.enum(OUTBOX_CHANNELS).optional() });

function presentEmail(email: OutboundEmailRow) {
  return {
    id: email.id,
    channel: 'email' as const,
    to: email.to_address,
    subject: email.subject,
    text: email.text_body,
    status: email.status,
    error: email.error,
    // Only an email sent through SMTP is attempted; one in the outbox has none.
    attempts: email.attempts > 0 ? email.attempts : null,
    created_at: unixSeconds(email.created_at),
  };
}

function presentMessage(message: OutboundMessageRow) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.to_address,
    subject: null,
    text: message.body,
    status: message.status,
    error: message.last_error,
    attempts: message.attempts,
    created_at: unixSeconds(message.created_at),
  };
}

/**
 * Development and test only: every email and SMS/WhatsApp message the app sent or would have
 * sent, newest first, for /dev/outbox. Never registered in production.
 *
 * The outbox holds password-reset links, so it is not for everyone who can reach the server:
 * on the machine itself (the developer at localhost) it shows everything; from anywhere else
 * only a signed-in admin sees it, and only their own business's messages. Anyone else gets 404.
 */
export async function devOutboxRoutes(app: App, { db, tokens }: { db: Db; tokens: Tokens }) {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Every email and message the app sent or would have sent (development only).',
        description:
          "All of them from this machine; elsewhere only a signed-in admin's business's, 404 for anyone else.",
        operationId: 'listDevOutbox',
        security: [{}, { adminSession: [] }],
        querystring: OutboxQuery,
        response: { 200: OutboxSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { channel } = request.query;
      const businessId = fromThisMachine(request) ? undefined : await adminBusiness(tokens, request);
      if (businessId === null) throw notFound();
      const [emails, messages] = await Promise.all([
        !channel || channel === 'email' ? latestEmails(db, LIMIT, businessId) : [],
        channel !== 'email' ? latestMessages(db, LIMIT, channel, businessId) : [],
      ]);
      const items = [
        ...emails.map((email) => ({ item: presentEmail(email), at: email.created_at.getTime() })),
        ...messages.map((message) => ({ item: presentMessage(message), at: message.created_at.getTime() })),
      ];
      return {
        data: items
          .sort((a, b) => b.at - a.at)
          .slice(0, LIMIT)
          .map(({ item }) => item),
      };
    },
  );
}

/** The business of the admin who signed the request, or null. */
async function adminBusiness(tokens: Tokens, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  const claims = token ? await tokens.verifySession(token) : null;
  return claims?.role === 'admin' ? claims.businessId : null;
}
