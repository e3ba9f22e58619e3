import { z } from 'zod/mini';
import { SUBSCRIPTION_PLANS } from '../billing';
import { PREPAID_MOVEMENT_KINDS } from '../prepaid';

/** One movement of a prepaid balance; times are unix seconds. */
export const PrepaidMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(PREPAID_MOVEMENT_KINDS),
  deliveries: z.number(),
  amount_minor: z.number(),
  currency: z.nullable(z.string()),
  transfer_reference: z.nullable(z.string()),
  occurred_at: z.number(),
});
export type PrepaidMovement = z.infer<typeof PrepaidMovementSchema>;

/** SPEC §3 "prepaid deliveries remaining and frozen": what /my_subscription and /prepago show. */
export const PrepaidBalanceSchema = z.object({
  /** prepaid_trips_amount: below 0 when deliveries were made on credit, paid by the next pack. */
  remaining: z.number(),
  frozen: z.number(),
  last_purchase_at: z.nullable(z.number()),
  /** When what remains freezes if nothing is bought before (2 months after the last purchase). */
  freezes_at: z.nullable(z.number()),
  movements: z.array(PrepaidMovementSchema),
});
export type PrepaidBalance = z.infer<typeof PrepaidBalanceSchema>;

/** GET, POST and PATCH /api/prepaid_subscriptions: a salesperson's view of one business. */
export const PrepaidAccountSchema = z.object({
  data: z.object({
    business: z.object({
      id: z.string(),
      company_name: z.string(),
      country_iso: z.string(),
      email: z.string(),
    }),
    /** The prepaid subscription's plan; null before its first pack. */
    plan: z.nullable(z.enum(SUBSCRIPTION_PLANS)),
    /** A live card or PayPal subscription: such a business cannot also start a prepaid one. */
    has_card_subscription: z.boolean(),
    balance: z.nullable(PrepaidBalanceSchema),
    pack_price: z.object({ unit_amount_minor: z.number(), currency: z.string() }),
  }),
});
export type PrepaidAccount = z.infer<typeof PrepaidAccountSchema>['data'];
