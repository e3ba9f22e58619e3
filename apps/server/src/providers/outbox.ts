import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';

/**
 * What the outbox providers of email and messages share: nothing leaves the machine, each send
 * is a row in the outbox (shown at /dev/outbox), so there is never anything to wait for.
 */
export abstract class OutboxProvider {
  readonly kind = 'outbox';

  constructor(
    protected readonly db: Db,
    protected readonly clock: Clock,
  ) {}

  async drain(): Promise<void> {}
}
