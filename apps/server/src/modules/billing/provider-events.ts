import { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { BillingProvider, ProviderCharge } from '../../providers/payments/payments';
import * as books from './provider-books.repo';

/** What our handler reads of a provider's event: its id, its type and its object's id. */
export const ProviderEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({ id: z.string().min(1) }) }),
});
export type ProviderEvent = z.infer<typeof ProviderEventSchema>;

const ChargeSchema = z.looseObject({
  id: z.string(),
  customer: z.string(),
  invoice: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed']),
  failure_code: z.string().nullable().optional(),
  created: z.number().int(),
  payment_method_details: z
    .object({ card: z.object({ last4: z.string() }).nullable().optional() })
    .nullable()
    .optional(),
});

function chargeOf(object: unknown): ProviderCharge {
  const charge = ChargeSchema.parse(object);
  return {
    id: charge.id,
    customer: charge.customer,
    invoice: charge.invoice ?? null,
    amount: charge.amount,
    currency: charge.currency.toUpperCase(),
    status: charge.status,
    failure_code: charge.failure_code ?? null,
    created: charge.created,
    payment_method_details: { card: charge.payment_method_details?.card ?? null },
  };
}

type Effect = (db: Db, now: Date) => Promise<void>;

/**
 * The one handler of provider events (DESIGN §10), for the sandbox's and Stripe's alike. An event
 * says what changed, not in what order: for subscriptions and invoices the handler reads the
 * object as the provider has it now, so events that arrive late, twice or out of order all
 * leave our books at the provider's latest state. Each event id takes effect once, recorded in
 * the transaction of its effect.
 */
export class ProviderEvents {
  constructor(private readonly deps: { db: Db; clock: Clock; provider: BillingProvider }) {}

  async apply(event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
    const { db, clock, provider } = this.deps;
    if (await books.eventWasApplied(db, provider.name, event.id)) return 'duplicate';
    const effect = await this.effectOf(event);
    return db.transaction().execute(async (tx) => {
      const now = clock.now();
      if (!(await books.markEventApplied(tx, provider.name, event, now))) return 'duplicate';
      if (!effect) return 'ignored';
      await effect(tx, now);
      return 'applied';
    });
  }

  /** Reads what the event is about from the provider, before the transaction that applies it. */
  private async effectOf(event: ProviderEvent): Promise<Effect | null> {
    const { provider } = this.deps;
    const id = event.data.object.id;
    if (event.type.startsWith('customer.subscription.')) {
      const subscription = await provider.retrieveSubscription(id);
      return async (db, now) => {
        await books.upsertSubscription(db, provider.name, subscription, now);
      };
    }
    if (event.type.startsWith('invoice.')) {
      const invoice = await provider.retrieveInvoice(id);
      const subscription = await provider.retrieveSubscription(invoice.subscription);
      return async (db, now) => {
        const owner = await books.upsertSubscription(db, provider.name, subscription, now);
        await books.upsertInvoice(db, provider.name, owner, invoice, now);
      };
    }
    if (event.type === 'charge.succeeded' || event.type === 'charge.failed') {
      const charge = chargeOf(event.data.object);
      return async (db) => {
        const businessId = await books.businessOfCustomer(db, provider.name, charge.customer);
        if (businessId) await books.insertCharge(db, provider.name, businessId, charge);
      };
    }
    return null;
  }
}
