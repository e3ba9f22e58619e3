import { type Config, emailDeliveryOf } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { EmailProvider } from './email';
import { OutboxEmailProvider } from './outbox-email';
import { SmtpEmailProvider } from './smtp-email';

export type { EmailProvider, OutboundEmail } from './email';

export function createEmailProvider(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'emailDelivery'>,
  db: Db,
  clock: Clock,
  onError: (error: unknown) => void,
): EmailProvider {
  if (config.smtpUrl)
    return new SmtpEmailProvider({
      db,
      clock,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      settings: emailDeliveryOf(config),
      onError,
    });
  return new OutboxEmailProvider(db, clock);
}
